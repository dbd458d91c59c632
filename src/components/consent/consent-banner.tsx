import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styled, { StyleSheetManager } from 'styled-components';
import type { Consent } from '../../analytics/consent';
import type { Locale } from '../../config/site';
import type { Content as ConsentContent } from '../../content/schema/consent';
import { directionOf, localeFromPath } from '../../i18n/locale';
import { pathFor } from '../../routes/paths';
import { prepareStyles, stylisPluginsFor } from '../../styles/direction';
import { colors, media, radii, shadow } from '../../styles/theme';
import { base, sizes, variants } from '../ui/button';
import { Container } from '../ui/layout';

/**
 * The consent banner for Google Analytics: a chunk of its own, loaded only while Google Analytics
 * is on, at the site's own address, after the first view is complete and only while the visitor
 * has not answered, or when they ask for it again (src/analytics/google-consent.ts). Not modal:
 * the page stays usable, and nothing of Google's runs until "Accept".
 *
 * It is the last thing in the document, after the footer: where it shows, at the foot of the
 * window, and where the tab order reaches it, so the page's own links come first and the banner
 * takes the focus only when the visitor opens it from the footer's link. A screen reader finds it
 * as a landmark named by its heading.
 */

const words: Record<Locale, () => Promise<{ default: ConsentContent }>> = {
  en: () => import(/* webpackChunkName: "consent-en" */ '../../content/generated/en/consent'),
  ar: () => import(/* webpackChunkName: "consent-ar" */ '../../content/generated/ar/consent'),
};

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
  :root:has(&) a[data-whatsapp] { display: none; }

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

interface BannerProps {
  locale: Locale;
  words: ConsentContent;
  /** Opened from the footer's link: the focus moves to the banner. */
  focus: boolean;
  onChoose: (consent: Consent) => void;
}

function Banner({ locale, words, focus, onChoose }: BannerProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Bar aria-labelledby="consent-title" data-consent-banner="" lang={locale} dir={directionOf(locale)}>
      <Inner>
        <Text>
          <h2 id="consent-title" ref={heading} tabIndex={-1}>
            {words.title}
          </h2>
          <p>
            {`${words.message} `}
            <a href={`${pathFor('privacy', locale)}#cookies`}>{words.policy}</a>
          </p>
        </Text>
        <Choices>
          <Choice type="button" data-consent="granted" onClick={() => onChoose('granted')}>
            {words.accept}
          </Choice>
          <Choice type="button" data-consent="denied" onClick={() => onChoose('denied')}>
            {words.decline}
          </Choice>
        </Choices>
      </Inner>
    </Bar>
  );
}

let root: Root | undefined;
let host: HTMLElement | undefined;

/** Shows the banner (again), the focus in it when `focus`; `onChoose` hears the answer, after which the banner closes. */
export async function openConsentBanner({ focus, onChoose }: { focus: boolean; onChoose: (consent: Consent) => void }): Promise<void> {
  const locale = localeFromPath(location.pathname);
  const [{ default: banner }] = await Promise.all([words[locale](), prepareStyles(locale)]);
  if (!host) {
    host = document.createElement('div');
    // No box of its own: the banner's is the body's child, so it sticks for the whole page.
    host.style.display = 'contents';
    document.body.append(host);
  }
  root ??= createRoot(host);
  const opener = focus && document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  const choose = (consent: Consent) => {
    const hadFocus = host?.contains(document.activeElement) ?? false;
    root?.unmount();
    root = undefined;
    // The focus returns to the link that opened the banner; otherwise the next Tab goes on from where the banner was, the page's end.
    if (hadFocus && opener?.isConnected) opener.focus();
    onChoose(consent);
  };
  root.render(
    <StyleSheetManager stylisPlugins={stylisPluginsFor(locale)}>
      <Banner key={String(Date.now())} locale={locale} words={banner} focus={focus} onChoose={choose} />
    </StyleSheetManager>,
  );
}

export const bannerShown = (): boolean => root !== undefined;
