/**
 * The characters the Arabic face carries: the Arabic block (letters,
 * diacritics, Arabic-Indic digits, punctuation) and the joiners and
 * direction marks. The @font-face `unicode-range` and the build-time
 * subsetter (scripts/subset-fonts.ts) both read this list, so the file
 * holds exactly what the browser will ask it for. Everything else falls
 * through to the Latin family.
 */
export const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

export const unicodeRange = (ranges: typeof ARABIC_RANGES) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
