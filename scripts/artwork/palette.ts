import { colors } from '../../src/styles/theme';

/**
 * The theme's colours that artwork draws with, so the images stay in step
 * with the site. Artwork uses tints and opacities of these only.
 */
export const palette = {
  brand: colors.brand,
  brandStrong: colors.brandStrong,
  brandSoft: colors.brandSoft,
  tint: colors.tint,
  tintStrong: colors.tintStrong,
  line: colors.line,
  accent: colors.accent,
  ink: colors.ink,
  white: colors.paper,
} as const;

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
