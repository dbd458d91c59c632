import styled from 'styled-components';
import spriteUrl from '../../assets/whatsapp.svg';
import { site, whatsappLink, type Locale, type SiteConfig } from '../../config/site';
import arabic from '../../content/generated/ar/whatsapp';
import english from '../../content/generated/en/whatsapp';
import type { Content as WhatsAppContent } from '../../content/schema/whatsapp';
import { useLocale } from '../../content/ui/locale-context';
import { ExternalLink } from '../links/external-link';
import { Svg } from '../icons/icons';
import { breakpoints, colors, layout, media, shadow } from '../../styles/theme';

/**
 * The button's geometry in px, not rem: it holds a glyph, no text, so grown text does not grow it,
 * and what it keeps clear stays the same.
 */
const SIZE = 56;
const OFFSET = { phone: 16, wide: 24 };
const GAP = 8;

/**
 * WhatsApp's teal green: white on it is 4.1:1 and it is 4.1:1 on white, past the 3:1 a shape
 * needs; a ring of the page's white keeps it apart from the footer's purple
 * (test/browser/whatsapp-button.test.ts).
 */
export const WHATSAPP_GREEN = '#128c7e';
export const WHATSAPP_GREEN_HOVER = '#0e7065';

/**
 * At the foot of the footer, as tall as the button and its offset: scrolled to the end, the
 * footer's last line sits above the button, never under it.
 */
const Corner = styled.div`
  height: ${SIZE + OFFSET.phone}px;

  ${media.md} { height: ${SIZE + OFFSET.wide}px; }

  /* Below sm a form's send button spans the column: it stops short of the corner the button holds. */
  @media not all and (min-width: ${breakpoints.sm}) {
    :root:has(&) main form button[type='submit'] { margin-inline-end: max(0px, calc(${OFFSET.phone + SIZE + GAP}px - ${layout.gutter})); }
  }
`;

/* Written for English; the Arabic pages' stylesheet mirrors it to the bottom left. */
const Link = styled(ExternalLink)`
  position: fixed;
  right: ${OFFSET.phone}px;
  bottom: ${OFFSET.phone}px;
  /* Under the open menu's backdrop (19), over the page. */
  z-index: 18;
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: 50%;
  background: ${WHATSAPP_GREEN};
  color: ${colors.onBrand};
  box-shadow: 0 0 0 2px ${colors.paper}, ${shadow.raised};

  &:hover { background: ${WHATSAPP_GREEN_HOVER}; }
  /* Over the page's white or the footer's purple: a dark ring with a white band outside it, and round
     (the site's ring, src/styles/global-css.ts, is one colour and squared). */
  &&:focus-visible {
    border-radius: 50%;
    outline: 3px solid ${colors.ink};
    outline-offset: 2px;
    box-shadow: 0 0 0 8px ${colors.paper}, ${shadow.raised};
  }

  ${Svg} { width: 32px; height: 32px; }

  ${media.md} {
    right: ${OFFSET.wide}px;
    bottom: ${OFFSET.wide}px;
  }

  /* While a field has the focus, a phone's keyboard is up: the button steps out of its way. */
  :root:has(input:focus, textarea:focus, select:focus) & { display: none; }
`;

const words: Record<Locale, WhatsAppContent> = { en: english, ar: arabic };

/** `https://wa.me/<digits>?text=<greeting>`: a chat with the greeting typed in, to the button's own number or the contact phone. */
export const whatsappChatHref = (greeting: string, settings: SiteConfig = site): string =>
  `${whatsappLink(settings.whatsappButton.number ?? settings.contact.phone)}?text=${encodeURIComponent(greeting)}`;

/** Marks the corner in the prerendered page, where the visitor's script finds it (./whatsapp-corner.tsx). */
export const CORNER_ATTRIBUTE = 'data-whatsapp-corner';

/**
 * A chat on WhatsApp, opened from the corner of every page while the settings show the button: a
 * plain link, written into the prerendered page, so it works before (and without) the script. Only
 * the prerender and a page rendered afresh draw it (./whatsapp-corner.tsx); a visitor's page keeps
 * the prerendered corner, so this chunk is not part of any page's start.
 */
export function WhatsAppButton() {
  const { locale } = useLocale();
  if (!site.whatsappButton.show) return null;
  const { label, greeting } = words[locale];
  return (
    <Corner data-print="hide" {...{ [CORNER_ATTRIBUTE]: '' }}>
      {/* Round: data-button keeps its edge in forced colours (src/styles/global-css.ts). */}
      <Link href={whatsappChatHref(greeting)} label={label} data-button="" data-whatsapp="">
        <Svg aria-hidden="true" focusable="false">
          <use href={`${spriteUrl}#whatsapp`} />
        </Svg>
      </Link>
    </Corner>
  );
}
