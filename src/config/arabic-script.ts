/**
 * Which letters the Arabic pages are written in: the Arabic block up to the superscript alef
 * (letters, diacritics, Arabic-Indic digits, punctuation). The Arabic faces carry these alone
 * (src/styles/font-ranges.ts), and every text an owner writes is held to them.
 */
export const ARABIC_LETTERS = [0x0600, 0x0670] as const;

/**
 * The rest of the Arabic block: the letters of Persian, Urdu and other languages written in
 * Arabic script (ک, ی, پ, چ…), which Modern Standard Arabic does not use. Left out of the face
 * they make it about 37 % smaller (29 KB to 18.5 KB a weight, with hinting): an Arabic page's first view
 * waits for two files of it. A text that uses one is refused where it is written (the house
 * style, the posts and the settings' Arabic fields), since the page would draw it in another face.
 */
export const OUTSIDE_ARABIC_FACE = /[\u0671-\u06FF]/u;

/** At least one letter the Arabic pages are written in. */
export const ARABIC_LETTER = /[\u0600-\u0670]/u;

/** The letters of a text the Arabic face does not carry, each once. */
export const outsideArabicFace = (text: string): string[] => [...new Set(Array.from(text).filter((char) => OUTSIDE_ARABIC_FACE.test(char)))];

/** What the build says of such letters, after the file and field (or line) it names. */
export const outsideFaceProblem = (letters: readonly string[]): string =>
  `has ${letters.join(' ')}, a letter of Persian, Urdu or another language, not of Arabic; the Arabic pages' face does not carry it: write the Arabic letter (ك for ک, ي for ی)`;

/** A Latin word as English writes it: with a small letter (a code such as XX, or an acronym such as ICF, is not one). */
const LATIN_WORD = String.raw`[A-Za-z'’-]*[a-z][A-Za-z'’-]*`;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two or more Latin words in a row: English inside an Arabic text («نور Coaching & Consultancy»),
 * unless the run opens with one of `names` (a service's name, the brand's Latin form) that the
 * house style lets Arabic write in Latin letters. One Latin word (WhatsApp, Zoom) is a name.
 */
export const latinRunSource = (names: readonly string[] = []): string => {
  // A run may not open on a name, nor inside one ("Firebase Hosting" after "Google "): «نور Coaching» is not "Noor Coaching".
  const heads = names.flatMap((name) => name.split(' ').map((_word, index, words) => words.slice(0, index).join(' '))).filter(Boolean);
  const skip = names.length === 0 ? '' : `(?!(?:${names.map(escapeForPattern).join('|')})(?![A-Za-z]))`;
  const inside = heads.length === 0 ? '' : `(?<!(?:${[...new Set(heads)].map(escapeForPattern).join('|')})[ \t]+)`;
  return String.raw`(?<![A-Za-z'’-])${inside}${skip}${LATIN_WORD}(?:[ \t]+(?:&[ \t]+)?${LATIN_WORD})+`;
};

/** The runs of English words in an Arabic text, its `{facts}` aside. */
export const latinRuns = (text: string, names: readonly string[] = []): string[] =>
  [...text.replace(/\{[^{}]*\}/g, ' ').matchAll(new RegExp(latinRunSource(names), 'gu'))].map((match) => match[0]);

/** What the build says of them, after the file and field it names. */
export const latinRunProblem = (runs: readonly string[]): string =>
  `has English words in the Arabic text (${runs.map((run) => `"${run}"`).join(', ')}): write them in Arabic; a name may stay in Latin letters only as the house style lists it`;
