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
} as const;

export const fonts = {
  latin: "'Plus Jakarta Sans Variable', 'Segoe UI', system-ui, -apple-system, sans-serif",
  /**
   * What the Arabic face does not draw (Latin letters, '.', ':') falls to local fonts, not
   * to the Latin web font: nothing arrives late to re-wrap a line, and Arabic pages never
   * download the Latin font.
   */
  arabic: "'IBM Plex Sans Arabic', 'Segoe UI', Tahoma, system-ui, sans-serif",
} as const;

export const radii = { sm: '8px', md: '14px', lg: '24px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(29, 21, 40, 0.06), 0 8px 24px rgba(75, 32, 112, 0.08)',
  raised: '0 2px 4px rgba(29, 21, 40, 0.08), 0 16px 40px rgba(75, 32, 112, 0.14)',
} as const;

export const layout = { maxWidth: '1180px', gutter: 'clamp(1.25rem, 4vw, 2.5rem)' } as const;

/** Min-width breakpoints, mobile first. */
export const media = {
  sm: '@media (min-width: 600px)',
  md: '@media (min-width: 900px)',
  /** Room for four cards across. */
  wide: '@media (min-width: 1100px)',
  /** Wide enough for the whole header navigation on one line, in either language. */
  nav: '@media (min-width: 1240px)',
} as const;

export const motion = { ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)', fast: '160ms', base: '280ms' } as const;
