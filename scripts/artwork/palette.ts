/**
 * The brand colours, shared by every generated artwork so the images stay in
 * step with the site theme. Artwork uses tints and opacities of these only.
 */
export const palette = {
  brand: '#4b2070',
  brandStrong: '#3a1757',
  brandSoft: '#6d3a9c',
  tint: '#f5f0fa',
  tintStrong: '#ebe1f5',
  line: '#e2d8ec',
  accent: '#e9b85f',
  ink: '#1d1528',
  white: '#ffffff',
} as const;

export type PaletteColour = keyof typeof palette;

/**
 * Blends two palette colours. Overlapping shapes need solid tints rather than
 * opacity, or whatever sits behind them (the sun behind a hill) shows through.
 */
export function mix(from: string, to: string, amount: number): string {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const a = channels(from);
  const b = channels(to);
  return `#${a
    .map((value, i) => Math.round(value + ((b[i] ?? value) - value) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}
