import { ARABIC_LETTERS } from '../config/arabic-script';

/**
 * The characters the Arabic face carries: the Arabic block up to the
 * superscript alef (letters, diacritics, Arabic-Indic digits, punctuation;
 * not Persian or Urdu letters: src/config/arabic-script.ts), the joiners and direction
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
  ARABIC_LETTERS,
  [0x200c, 0x200f],
];

/**
 * The marks Arabic sentences borrow from the Latin script ('.', ':', '!', '%', brackets, quotes,
 * dashes, '«' and '»'; not '@', '#' or '&', which sit in Latin words): IBM Plex Sans Arabic's
 * own, in the same files as its letters (about 1 KB a weight), so a sentence and its full stop
 * arrive together, drawn by one family. Not the letters or digits: Latin words on an Arabic page
 * are the Latin face's (LATIN_RANGES), and the Latin face comes first wherever Latin is marked,
 * so it draws the marks there.
 */
export const ARABIC_MARKS_RANGES: readonly (readonly [number, number])[] = [
  [0x0021, 0x0022],
  [0x0025, 0x0025],
  [0x0027, 0x002f],
  [0x003a, 0x003b],
  [0x003d, 0x003d],
  [0x003f, 0x003f],
  [0x005b, 0x005b],
  [0x005d, 0x005d],
  [0x00ab, 0x00ab],
  [0x00bb, 0x00bb],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
];

/**
 * What the Latin face is asked for: the published Latin file's own range. On Arabic pages it
 * comes first wherever Latin is marked (the language switch, the e-mail, an English post).
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');

export const unicodeRange = (ranges: typeof ARABIC_RANGES) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

/**
 * What an Arabic page's first screen is drawn with, in the faces that come with the page
 * (src/styles/global-css.ts, facesCss): of the Arabic face, the letters, the diacritics
 * modern text uses (tanween, harakat, shadda, sukun), the tatweel, the superscript alef,
 * Arabic-Indic digits and separators, the comma, semicolon and question mark, and the marks
 * above; about 2.4 KB a weight less than ARABIC_RANGES. Of the Latin face, the ASCII letters,
 * digits and signs and the typographic dashes and quotes: the language switch, an e-mail, a
 * phone number, an English post's title. A rarer character (a Quranic mark, 'é') is drawn by
 * the complete face, which the page asks for only when it shows one.
 */
export const ARABIC_FIRST_SCREEN_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0652],
  [0x0660, 0x066c],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
  ...ARABIC_MARKS_RANGES,
];

export const LATIN_IN_ARABIC_FIRST_SCREEN_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

/** The characters of `ranges` that `taken` does not hold, as ranges. */
export function withoutRanges(ranges: typeof ARABIC_RANGES, taken: typeof ARABIC_RANGES): [number, number][] {
  const sorted = [...taken].sort(([a], [b]) => a - b);
  return ranges.flatMap(([from, to]) => {
    const left: [number, number][] = [];
    let start = from;
    for (const [takenFrom, takenTo] of sorted) {
      if (takenTo < start || takenFrom > to) continue;
      if (takenFrom > start) left.push([start, takenFrom - 1]);
      start = Math.max(start, takenTo + 1);
    }
    if (start <= to) left.push([start, to]);
    return left;
  });
}
