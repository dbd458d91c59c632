import styled from 'styled-components';
import { CONSENT_ANSWER, CONSENT_TEMPLATE, CONSENT_WORD } from '../../analytics/consent';
import type { Content as ConsentContent } from '../../content/schema/consent';
import { useLocale } from '../../content/ui/locale-context';
import { directionOf } from '../../i18n/locale';
import { pathFor } from '../../routes/paths';
import { colors, media, radii, shadow } from '../../styles/theme';
import { base, sizes, variants } from '../ui/button';
import { Container } from '../ui/layout';

/**
 * What the consent banner for Google Analytics is made from, in every page while Google Analytics
 * is on (the prerendered ones and those the app renders): hidden, its words left out (each
 * language's are a chunk of their own), its styles in the page's CSS. The banner's script
 * (src/analytics/consent-banner.ts) makes the banner from a copy of it, outside the page, and
 * shows it without React, on the page landed on and as the visitor moves. The copy has the id
 * and the landmark's name; this one, never shown, has neither.
 */

/*
 * Sticky at the foot of the window and last in the body: it covers the bottom of the window, never
 * the end of the page, which scrolls clear above it (a form's send button included), and it moves
 * nothing that was there. Symmetric, so the Arabic mirroring has nothing to turn.
 */
const Bar = styled.section`
  position: sticky;
  bottom: 0;
  /* Over the page, under the open menu's backdrop (19). */
  z-index: 18;
  /* Large text on a small phone: the banner scrolls within itself rather than take the window. */
  max-height: 45vh;
  overflow-y: auto;
  background: ${colors.paper};
  border-top: 1px solid ${colors.line};
  box-shadow: ${shadow.raised};
  padding: 1rem 0;

  /* The WhatsApp button would sit on it: it steps aside while the banner is open. */
  :root:has(&:not([hidden])) a[data-whatsapp] { display: none; }

  @media (forced-colors: active) { border-top: 2px solid CanvasText; }
  @media print { display: none; }
`;

/* In the page's column, lined up with the header's and the footer's contents. */
const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
`;

const Text = styled.div`
  flex: 1 1 28rem;
  font-size: 0.9375rem;
  line-height: 1.55;

  h2 {
    font-size: 1rem;
    margin-bottom: 0.25rem;
    letter-spacing: 0;
  }

  /* Where a reopened banner puts the focus: reading starts there; it is no control, so no ring. */
  h2:focus { outline: none; }

  a { color: ${colors.brand}; text-underline-offset: 0.2em; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  /* Side by side and the same width: neither answer is the easier one. */
  & > button { flex: 1 1 0; min-width: 8rem; }

  ${media.md} { flex: none; }
`;

const Choice = styled.button`
  ${base}
  ${variants.primary}
  ${sizes.sm}
  border: 0;
  font-family: inherit;
  cursor: pointer;

  @media (forced-colors: active) { border: 1px solid ButtonText; border-radius: ${radii.pill}; }
`;

/** Where each of the banner's words goes, by its name in src/content/shared/consent/. */
const word = (name: keyof ConsentContent) => ({ [CONSENT_WORD]: name });

export function ConsentBanner() {
  const { locale } = useLocale();
  return (
    // Its language named: the banner made from it is outside the page (src/analytics/consent-banner.ts).
    // A plain box here: the banner made from it is the landmark (a section with its heading); an
    // unnamed section in every page would be one without a heading.
    <Bar as="div" hidden lang={locale} dir={directionOf(locale)} {...{ [CONSENT_TEMPLATE]: '' }}>
      <Inner>
        <Text>
          {/* Its heading, an <h2> in the banner made from this (an empty heading here would be one). */}
          <span {...word('title')} />
          <p>
            <span {...word('message')} /> <a href={`${pathFor('privacy', locale)}#cookies`} {...word('policy')} />
          </p>
        </Text>
        <Choices>
          <Choice type="button" {...{ [CONSENT_ANSWER]: 'granted' }} {...word('accept')} />
          <Choice type="button" {...{ [CONSENT_ANSWER]: 'denied' }} {...word('decline')} />
        </Choices>
      </Inner>
    </Bar>
  );
}
