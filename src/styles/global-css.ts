/**
 * The site-wide rules and @font-face declarations, as plain CSS. The build writes them, with a
 * language's faces, into that language's stylesheet (siteCss, scripts/build/global-css-plugin.ts),
 * which every page of the language links in <head>, rather than shipping them in the app's script
 * (about 1.1 KB gzip off the start chunk) or in every page's HTML (1.2 KB gzip of each document,
 * which must arrive in the first round trip's 14 KB): the first paint waits for that stylesheet
 * anyway, for the faces, and a second page finds it cached. No asset imports here, so the build's
 * own scripts can read it.
 */
import { FACES_PENDING_ATTRIBUTE } from '../config/runtime';
import type { Locale } from '../config/site';
import {
  ARABIC_FIRST_SCREEN_RANGES,
  ARABIC_MARKS_RANGES,
  ARABIC_RANGES,
  LATIN_IN_ARABIC_FIRST_SCREEN_RANGES,
  LATIN_RANGES,
  unicodeRange,
  withoutRanges,
} from './font-ranges';
import { breakpoints, colors, fonts, motion } from './theme';

/** The font files (webpack emits each as `assets/media/<name>.<hash>.woff2`), by the face they carry. */
export const fontFiles = {
  latin: 'plus-jakarta-sans-latin-wght-normal',
  arabic400: 'plex-sans-arabic-400',
  arabic700: 'plex-sans-arabic-700',
  quoteLatin: 'source-serif-4-400',
  quoteArabic: 'noto-naskh-arabic-400',
} as const;

export type FontFile = (typeof fontFiles)[keyof typeof fontFiles];

/**
 * The quotes' faces: below every first view, so no page preloads them and no script names them;
 * the build emits them itself (scripts/build/global-css-plugin.ts) and the browser asks for one
 * when a quote in its script is laid out, once a quote nears the view (src/styles/quote-face.ts).
 */
export const unpreloadedFontFiles: readonly FontFile[] = [fontFiles.quoteLatin, fontFiles.quoteArabic];

// Each language's faces are in its stylesheet (facesCss below, in siteCss), which every page of the
// language links: its first screen's inside it, the rest by URL. The first screen's faces
// `block`: a face that is there but not yet decoded when the page first paints holds its text
// back for those few milliseconds instead of drawing it in the fallback and swapping. Should a
// face be really late (a move to the other language on a slow connection), its text is drawn in
// the metric-matched fallback below after the block period, and the web face put in when it
// arrives (`optional` left a slow visit in the fallback for the whole page). The quotes' faces,
// below every first view, `swap`.
const face = (family: string, weight: number | string, src: string, ranges: typeof ARABIC_RANGES, display = 'swap') => `
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: ${display};
  font-weight: ${weight};
  src: ${src};
  unicode-range: ${unicodeRange(ranges)};
}`;

const woff2 = (url: string) => `url(${url}) format('woff2')`;
/** A variable face: browsers that know the `woff2-variations` hint take it; the rest read the second. */
const variableWoff2 = (url: string) => `url(${url}) format('woff2-variations'), ${woff2(url)}`;

const webFace = (family: string, weight: number, url: string, ranges: typeof ARABIC_RANGES, display = 'swap') =>
  face(family, weight, woff2(url), ranges, display);

export const LATIN_FAMILY = 'Plus Jakarta Sans Variable';
export const ARABIC_FAMILY = 'IBM Plex Sans Arabic';
/**
 * The weights the site's styles ask of the Latin face (its file draws 200 to 800): its
 * first-screen files keep only these (scripts/subset-fonts.ts), and every face of it declares them.
 */
export const FIRST_SCREEN_LATIN_WEIGHTS = { min: 400, max: 800 } as const;
const LATIN_WEIGHTS = `${FIRST_SCREEN_LATIN_WEIGHTS.min} ${FIRST_SCREEN_LATIN_WEIGHTS.max}`;

/** The files each language's first screen is drawn with, as scripts/subset-fonts.ts cuts them. */
export const firstScreenFiles = {
  latin: 'plus-jakarta-sans-latin-first',
  arabic400: 'plex-sans-arabic-400-first',
  arabic700: 'plex-sans-arabic-700-first',
  latinInArabic: 'plus-jakarta-sans-ascii',
} as const;

export type FirstScreenFile = (typeof firstScreenFiles)[keyof typeof firstScreenFiles];

const ARABIC_FACE_RANGES = [...ARABIC_RANGES, ...ARABIC_MARKS_RANGES];

/**
 * Each language's faces: `data` gives a first-screen file's bytes as a data: URL, `url` a complete
 * face's address. No two faces of a family hold a character in common: while a face is still
 * being decoded, Chromium asks for every other face of its family that holds the character too
 * (it fetched the complete Latin face beside the first screen's).
 */
const faces: Record<Locale, (data: (file: FirstScreenFile) => string, url: (file: FontFile) => string) => string[]> = {
  // An English page: the Latin face, and the complete Arabic one for Arabic words and a move to Arabic.
  en: (data, url) => [
    face(LATIN_FAMILY, LATIN_WEIGHTS, woff2(data(firstScreenFiles.latin)), LATIN_RANGES, 'block'),
    face(ARABIC_FAMILY, 400, woff2(url(fontFiles.arabic400)), ARABIC_FACE_RANGES, 'block'),
    face(ARABIC_FAMILY, 700, woff2(url(fontFiles.arabic700)), ARABIC_FACE_RANGES, 'block'),
  ],
  // An Arabic page: its cuts of both faces, and the complete faces for the characters they leave out.
  ar: (data, url) => [
    face(ARABIC_FAMILY, 400, woff2(data(firstScreenFiles.arabic400)), ARABIC_FIRST_SCREEN_RANGES, 'block'),
    face(ARABIC_FAMILY, 700, woff2(data(firstScreenFiles.arabic700)), ARABIC_FIRST_SCREEN_RANGES, 'block'),
    face(LATIN_FAMILY, LATIN_WEIGHTS, woff2(data(firstScreenFiles.latinInArabic)), LATIN_IN_ARABIC_FIRST_SCREEN_RANGES, 'block'),
    face(ARABIC_FAMILY, 400, woff2(url(fontFiles.arabic400)), withoutRanges(ARABIC_FACE_RANGES, ARABIC_FIRST_SCREEN_RANGES), 'block'),
    face(ARABIC_FAMILY, 700, woff2(url(fontFiles.arabic700)), withoutRanges(ARABIC_FACE_RANGES, ARABIC_FIRST_SCREEN_RANGES), 'block'),
    face(LATIN_FAMILY, LATIN_WEIGHTS, variableWoff2(url(fontFiles.latin)), withoutRanges(LATIN_RANGES, LATIN_IN_ARABIC_FIRST_SCREEN_RANGES), 'block'),
  ],
};

/**
 * A language's faces (in its stylesheet, siteCss below). Its first screen's files are inside, as data: URLs. Why:
 * the page's text waits for its faces anyway (`block`); linked from <head>, a stylesheet is
 * fetched first and waited for before the first paint, so that paint is the whole first view, in
 * its faces, at once, and the faces arrive together, in one file: the text is laid out once. Its
 * URL is content-hashed and cached for a year, so a second page of the language pays nothing.
 */
export const facesCss = (locale: Locale, data: (file: FirstScreenFile) => string, url: (file: FontFile) => string): string =>
  minify(faces[locale](data, url).join(''));

/** The web faces' vertical metrics (ascender, descender, line gap; in em), as the browser reads them. */
const verticalMetrics = {
  latin: [1.038, 0.222, 0],
  arabic: [1.085, 0.415, 0],
  quoteLatin: [1.036, 0.335, 0],
  quoteArabic: [1.069, 0.634, 0],
} as const;

// DejaVu Sans, Linux's usual sans, scaled to the web faces' widths (measured on the header's
// words): against Plus Jakarta Sans its book weight runs 7 % wider and its bold 18 %; against
// IBM Plex Sans Arabic, 13 % and 26 %. Each covers its own script only. Its ascender and
// descender are the web face's too (divided by the scale, which multiplies them): a line that
// mixes faces, or one of 'normal' height, is as tall before the swap as after, so it moves nothing.
// The quotes' faces the same way, measured on the clients' words: DejaVu Serif against Source Serif 4
// runs 8 % wider, DejaVu Sans's Arabic against Noto Naskh Arabic 15 %. Both cover every weight:
// the quotes have one.
const QUOTE_LATIN_SCALE = 0.92;
const QUOTE_ARABIC_SCALE = 0.85;

const fallbackFace = (family: string, ranges: typeof LATIN_RANGES, weights: string, local: string, scale: number, metrics: keyof typeof verticalMetrics) => {
  const [ascent, descent, lineGap] = verticalMetrics[metrics].map((value) => `${+((value / scale) * 100).toFixed(2)}%`);
  return `
@font-face {
  font-family: '${family}';
  font-weight: ${weights};
  src: local('${local}');
  size-adjust: ${Math.round(scale * 100)}%;
  ascent-override: ${ascent};
  descent-override: ${descent};
  line-gap-override: ${lineGap};
  unicode-range: ${unicodeRange(ranges)};
}`;
};

const css = (url: (file: FontFile) => string) => `
${fallbackFace('Plus Jakarta Sans Fallback', LATIN_RANGES, '100 549', 'DejaVu Sans', 0.93, 'latin')}
${fallbackFace('Plus Jakarta Sans Fallback', LATIN_RANGES, '550 900', 'DejaVu Sans Bold', 0.85, 'latin')}
${fallbackFace('IBM Plex Sans Arabic Fallback', ARABIC_FACE_RANGES, '100 549', 'DejaVu Sans', 0.88, 'arabic')}
${fallbackFace('IBM Plex Sans Arabic Fallback', ARABIC_FACE_RANGES, '550 900', 'DejaVu Sans Bold', 0.8, 'arabic')}
${webFace('Source Serif 4', 400, url(fontFiles.quoteLatin), LATIN_RANGES)}
${webFace('Noto Naskh Arabic', 400, url(fontFiles.quoteArabic), ARABIC_RANGES)}
${fallbackFace('Source Serif 4 Fallback', LATIN_RANGES, '100 900', 'DejaVu Serif', QUOTE_LATIN_SCALE, 'quoteLatin')}
${fallbackFace('Noto Naskh Arabic Fallback', ARABIC_RANGES, '100 900', 'DejaVu Sans', QUOTE_ARABIC_SCALE, 'quoteArabic')}

/* Hidden while its first-screen faces decode (scripts/build/early-script.ts): laid out, not painted. */
html[${FACES_PENDING_ATTRIBUTE}] body { visibility: hidden; }

*, *::before, *::after { box-sizing: border-box; }

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  scroll-padding-top: 5.5rem;
}

body {
  margin: 0;
  min-height: 100vh;
  background: ${colors.paper};
  color: ${colors.ink};
  font-family: ${fonts.latin};
  font-size: 1rem;
  line-height: 1.65;
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
}

/* Arabic reads better a little larger and with more line height than Latin at the same level. */
html[lang='ar'] body {
  font-family: ${fonts.arabic};
  font-size: 1.0625rem;
  line-height: 1.85;
}

/*
 * Latin inside an Arabic page, marked as such (lang='en' on the switch, an English post or card;
 * <bdi dir='ltr'> round an e-mail or phone number): the brand's Latin face, not a heavy system
 * sans. Every Arabic page shows some (its header) and preloads it; a number in Arabic-Indic
 * digits stays in the Arabic face (the Latin face's unicode-range).
 */
html[lang='ar'] :is([lang='en'], bdi[dir='ltr']) {
  font-family: ${fonts.latinInArabic};
}

/*
 * The page under the open menu, dimmed: under the bar (and the panel it holds), over the page. A
 * click on it is a click outside the header, which closes the menu; it takes no focus and nothing
 * reads it. Fixed, it moves nothing on the page. Here, not in the header's styles: every page's
 * start script would carry it.
 */
div[data-menu-backdrop] {
  position: fixed;
  inset: 0;
  z-index: 19;
  background: ${colors.scrim};
  opacity: 0;
  visibility: hidden;
}
div[data-menu-backdrop][data-open] { opacity: 1; visibility: visible; }
@media (prefers-reduced-motion: no-preference) {
  div[data-menu-backdrop] { transition: opacity ${motion.fast} ease, visibility 0s linear ${motion.fast}; }
  div[data-menu-backdrop][data-open] { transition: opacity ${motion.fast} ease; }
}
@media (min-width: ${breakpoints.nav}) {
  div[data-menu-backdrop] { display: none; }
}

/* A number or code read as one (<Whole>: a phone or licence number, a price with its currency, a date) never breaks across lines. */
[data-whole] { white-space: nowrap; }

h1, h2, h3, h4 {
  margin: 0;
  line-height: 1.15;
  font-weight: 750;
  letter-spacing: -0.02em;
  text-wrap: balance;
  /* A word longer than its column (large type on a phone, spaced out by the visitor: WCAG 1.4.12)
     breaks rather than widen the page; 'anywhere', unlike 'break-word', lets a grid column shrink. */
  overflow-wrap: anywhere;
}

html[lang='ar'] :is(h1, h2, h3, h4) {
  line-height: 1.45;
  letter-spacing: 0;
  font-weight: 700;
}

p { margin: 0; }
ul, ol { margin: 0; padding: 0; }
figure { margin: 0; }

/* No word left alone on a paragraph's last line ('…within 24 / hours.'), where the browser can. */
:is(p, li, blockquote, figcaption, dd) { text-wrap: pretty; }
img, svg { display: block; max-width: 100%; }
a { color: inherit; }

:focus-visible {
  outline: 3px solid ${colors.brandSoft};
  outline-offset: 3px;
  border-radius: 4px;
}

[data-surface='dark'] :focus-visible {
  outline-color: ${colors.accent};
}

/* A move within the site focuses the new page's heading (page-arrival.ts): where reading starts, not a control, so like <main> it draws no ring. */
h1[tabindex='-1']:focus {
  outline: none;
}

/*
 * Forced colours (a system contrast theme, as on Windows) drop backgrounds and shadows, and with
 * them the shape of the site's buttons and the mark under the current page. A border and an
 * underline in the system's colours stand in. Here rather than in the components: the header,
 * footer and buttons are in every page's start script, and this costs it nothing.
 */
@media (forced-colors: active) {
  a[data-button] { border: 1px solid LinkText; }
  button[data-menu-button] { border: 1px solid ButtonText; }
  [data-site-nav] [aria-current='page'] { text-decoration: underline 2px; text-underline-offset: 0.35em; }
  /* The page behind the open menu keeps the visitor's colours: the panel's border marks where it ends. */
  div[data-menu-backdrop] { background: none; }
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}

/* On paper: the page's own words, without the site's chrome. */
@media print {
  [data-print='hide'] { display: none !important; }
  body { color: #000; font-size: 11pt; line-height: 1.5; }
  main section { padding-top: 0 !important; padding-bottom: 1rem !important; }
  h1, h2, h3 { break-after: avoid; }
  p, li { orphans: 3; widows: 3; }
  main a[href^='http']::after { content: ' (' attr(href) ')'; font-weight: 400; word-break: break-all; }
}
`;

/**
 * CSS with comments and needless white space removed. None of its quoted strings (font names)
 * holds white space next to punctuation, so collapsing is safe here.
 */
const minify = (text: string): string =>
  text
    .replace(/\/\*[^]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();

/** The site-wide rules, the same in both languages. */
export const globalCss = (url: (file: FontFile) => string): string => minify(css(url));

/**
 * A language's stylesheet (`assets/css/site-<locale>.<hash>.css`): the site-wide rules, then the
 * language's faces. Linked before the page's own rules, which it must precede to lose to them.
 */
export const siteCss = (locale: Locale, data: (file: FirstScreenFile) => string, url: (file: FontFile) => string): string =>
  globalCss(url) + facesCss(locale, data, url);
