/**
 * The characters the Arabic face carries: the Arabic block (letters,
 * diacritics, Arabic-Indic digits, punctuation), the joiners and direction
 * marks, and the space and no-break space, which the published Arabic file
 * also draws. The @font-face `unicode-range` and the build-time subsetter
 * (scripts/subset-fonts.ts) both read this list, so the file holds exactly
 * what the browser will ask it for.
 *
 * The space matters: without it every space in Arabic text falls through to
 * the next family, and a font arriving late for it re-wraps the lines.
 */
export const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

export const unicodeRange = (ranges: typeof ARABIC_RANGES) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
