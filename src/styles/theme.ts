/**
 * Design tokens. One deep purple, a light tint for surfaces, a dark ink, one
 * warm accent. Every text/background pair used by the components passes WCAG
 * AA (checked in test/unit/theme-contrast.test.ts).
 *
 * Components interpolate these constants directly, so their styles are
 * static strings: no theme lookups at render time.
 */
export const colors = {
  brand: '#4b2070',
  brandStrong: '#3a1757',
  brandSoft: '#6d3a9c',
  tint: '#f5f0fa',
  tintStrong: '#ebe1f5',
  paper: '#ffffff',
  ink: '#1d1528',
  muted: '#564c63',
  /** Dividers and card edges: decoration, not something a visitor must find. */
  line: '#e2d8ec',
  /** The edge of a form field, which does have to be found: 3:1 or more on paper and tint (WCAG 1.4.11). */
  fieldLine: '#8a7b9c',
  accent: '#e9b85f',
  accentHover: '#f1c97d',
  accentInk: '#2a1a05',
  star: '#b07a1e',
  onBrand: '#ffffff',
  onBrandMuted: '#e4d9f0',
  /** A field the visitor left wrong. */
  danger: '#a4262c',
  /** The ink at 40 %, over the page behind the open menu. */
  scrim: 'rgba(29, 21, 40, 0.4)',
} as const;

/**
 * Until a web font arrives (`font-display: swap`, src/styles/global-css.ts), text is set in a
 * local face. Segoe UI and the Apple system face are narrower than Plus Jakarta Sans;
 * DejaVu Sans, Linux's usual sans, is wider, so it is used scaled to Jakarta's width
 * ('Plus Jakarta Sans Fallback', src/styles/global-css.ts): the header still fits its column.
 * The Arabic stack has the same for DejaVu Sans's Arabic.
 */
const latinFallback = "'Segoe UI', -apple-system, 'Plus Jakarta Sans Fallback', system-ui, sans-serif";

export const fonts = {
  latin: `'Plus Jakarta Sans Variable', ${latinFallback}`,
  /**
   * The Arabic face draws the Latin marks of Arabic sentences too ('.', ':', '!', in its own
   * files), so nothing arrives late to re-wrap an Arabic line and no full stop is
   * a system font's. What it does not draw falls to local fonts, not to the Latin web font. Latin islands in Arabic pages (the
   * language switch, the e-mail and phone, an English post or card) are set in the Latin face
   * instead (src/styles/global-css.ts).
   */
  arabic: "'IBM Plex Sans Arabic', 'Segoe UI', Tahoma, 'IBM Plex Sans Arabic Fallback', system-ui, sans-serif",
  /** Latin in an Arabic page: the Latin face, then the Arabic one for what it holds (Arabic-Indic digits in a number). */
  latinInArabic: `'Plus Jakarta Sans Variable', 'IBM Plex Sans Arabic', ${latinFallback}`,
} as const;

export const radii = { sm: '8px', md: '14px', lg: '24px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(29, 21, 40, 0.06), 0 8px 24px rgba(75, 32, 112, 0.08)',
  raised: '0 2px 4px rgba(29, 21, 40, 0.08), 0 16px 40px rgba(75, 32, 112, 0.14)',
} as const;

export const layout = { maxWidth: '1180px', gutter: 'clamp(1.25rem, 4vw, 2.5rem)' } as const;

/**
 * Min-width breakpoints, mobile first, in em: in a media query an em is the browser's default
 * font size (16 px unless the visitor set it larger), not the page's. So when the visitor's text
 * grows, the layout steps down as on a narrower screen: at 200 % text a 1280 px window gets the
 * layout of a 640 px one, the header's menu included, rather than a page wider than the window.
 */
export const breakpoints = {
  /** 600 px at the default text size; from here the header's booking button fits the bar beside the menu button. */
  sm: '37.5em',
  /** 900 px. */
  md: '56.25em',
  /** 1024 px: the whole header navigation, the language switch and the booking button on one line, in either language. */
  nav: '64em',
  /** 1100 px: room for four cards across. */
  wide: '68.75em',
} as const;

type Breakpoint = keyof typeof breakpoints;
const byBreakpoint = (make: (condition: string) => string) =>
  Object.fromEntries(Object.entries(breakpoints).map(([name, width]) => [name, make(`(min-width: ${width})`)])) as Record<Breakpoint, string>;

/** Each breakpoint as a media condition, as `matchMedia` takes it: the menu closes at `queries.nav`, where `media.nav` puts the links in the bar. */
export const queries = byBreakpoint((condition) => condition);

/** The same conditions as the rules styles interpolate: one source, so a script and a style never disagree. */
export const media = byBreakpoint((condition) => `@media ${condition}`);

export const motion = { ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)', fast: '160ms', base: '280ms' } as const;

/**
 * A reveal (the about page's methodology steps) is over within `budgetMs` of starting, however many
 * steps: each fades in `stepMs`, one after another by at most `staggerMs`, closer when there are more;
 * the bar fills in `barMs`. Slower, a screenshot or a quick scroll caught steps half drawn.
 */
export const reveal = { budgetMs: 400, stepMs: 240, staggerMs: 40, barMs: 320 } as const;

/** The gap between one step's start and the next's, so the last of `count` steps ends within the budget. */
export const revealStaggerMs = (count: number): number =>
  count < 2 ? 0 : Math.min(reveal.staggerMs, Math.floor((reveal.budgetMs - reveal.stepMs) / (count - 1)));

/**
 * A link whose hit area is the whole card it sits in: its ::after covers the nearest positioned
 * ancestor (the card), so a tap anywhere on the card follows the link while the link's name stays
 * its own words. A static string like the tokens, written minified (the build minifies templates,
 * not strings).
 */
export const stretchedLink = "&::after{content:'';position:absolute;inset:0;border-radius:inherit}";
