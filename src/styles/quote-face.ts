/**
 * A client's or a pull quote's words, against the body's sans: a serif in Latin, a Naskh in
 * Arabic, one weight each (src/styles/global-css.ts; docs/decisions.md, "Fonts and numbers").
 * Until the face arrives, its metric-matched fallback ('… Fallback', DejaVu scaled) takes the same
 * room; where there is no DejaVu, the system's serif, or the page's own Arabic face. Apart from
 * theme.ts, which every page's start script carries: only the pages with quotes need these words.
 */
import { QUOTE_FACES_ATTRIBUTE } from '../config/runtime';

const latinFace = "'Source Serif 4'";
const latinFallbacks = "'Source Serif 4 Fallback', Georgia, 'Times New Roman', serif";
const arabicFace = "'Noto Naskh Arabic'";
const arabicFallbacks = "'Noto Naskh Arabic Fallback', 'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Fallback', serif";

/**
 * The quotes' type (testimonials, the quote band, pull quotes): the page's quote face in regular,
 * never a synthesised bold; an English post's quote on an Arabic page keeps the Latin one.
 * Every quote is below its page's first view, and a face is fetched as soon as text in it is laid
 * out: 16 to 19 KB beside the first view's files on a phone. So, where scripts run, a quote is set
 * in its fallback until a quote nears the view (src/app/quote-faces.ts marks <html>); without
 * JavaScript it has its face from the start.
 * Written compact, as `stretchedLink` in theme.ts: a string outside a styled template is shipped as written.
 */
export const quoteFace =
  `font-family:${latinFace},${latinFallbacks};font-weight:400;font-synthesis:none;` +
  `html[lang='ar'] &:not(:lang(en)){font-family:${arabicFace},${arabicFallbacks}}` +
  `@media (scripting:enabled){` +
  `html:not([${QUOTE_FACES_ATTRIBUTE}]) &{font-family:${latinFallbacks}}` +
  `html[lang='ar']:not([${QUOTE_FACES_ATTRIBUTE}]) &:not(:lang(en)){font-family:${arabicFallbacks}}` +
  `}`;
