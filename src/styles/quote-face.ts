/**
 * A client's or a pull quote's words, against the body's sans: a serif in Latin, a Naskh in
 * Arabic, one weight each (src/styles/global-css.ts; docs/decisions.md, "Fonts and numbers").
 * Until the face arrives, its metric-matched fallback ('… Fallback', DejaVu scaled) takes the same
 * room; where there is no DejaVu, the system's serif, or the page's own Arabic face. Apart from
 * theme.ts, which every page's start script carries: only the pages with quotes need these words.
 */
const latin = "'Source Serif 4', 'Source Serif 4 Fallback', Georgia, 'Times New Roman', serif";
const arabic = "'Noto Naskh Arabic', 'Noto Naskh Arabic Fallback', 'IBM Plex Sans Arabic', 'IBM Plex Sans Arabic Fallback', serif";

/**
 * The quotes' type (testimonials, the quote band, pull quotes): the page's quote face in regular,
 * never a synthesised bold; an English post's quote on an Arabic page keeps the Latin one.
 * Written compact, as `stretchedLink` in theme.ts: a string outside a styled template is shipped as written.
 */
export const quoteFace = `font-family:${latin};font-weight:400;font-synthesis:none;html[lang='ar'] &:not(:lang(en)){font-family:${arabic}}`;
