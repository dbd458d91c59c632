/**
 * Cuts the self-hosted faces down to the characters the site asks each for
 * (src/styles/font-ranges.ts, also their `unicode-range`), shaping intact:
 *
 * - IBM Plex Sans Arabic (400, 700), from IBM's complete files (Arabic and Latin in one):
 *   cut to Arabic's own letters (not Persian, Urdu and other extended ones,
 *   src/config/arabic-script.ts) and the Latin marks Arabic sentences use ('.', ':', '!',
 *   brackets, quotes), so a sentence and its full stop come in one file: 13.9 KB a weight, with
 *   every shaping feature (joining, lam-alef, marks) kept. (Fontsource's "arabic" files carry no
 *   Latin mark, and a second file for them cost the Arabic pages' first view a request.)
 * - The quotes' faces, one weight each (docs/decisions.md, "Fonts and numbers"):
 *   Noto Naskh Arabic to the same Arabic letters (51 KB to 15.9 KB), and
 *   Source Serif 4 to the Latin face's range (its published Latin file, a little
 *   trimmed: 17.6 KB).
 * - The first screens' files, which come inside each language's stylesheet
 *   (src/styles/global-css.ts, facesCss): for an English page the Latin face cut to the weights
 *   the styles use, 400 to 800 (17.9 KB, from 26.7 KB); for an Arabic one the two Arabic weights
 *   cut to the letters and marks modern text uses (11.6 KB a weight) and the Latin face cut to
 *   ASCII and those weights (11.2 KB).
 *
 * Only the typographic features a browser applies to the site's text: those it turns on for Latin
 * and Arabic by default (joining forms, required and standard ligatures, contextual alternates,
 * kerning, mark placement) and tabular figures, which the styles ask for (`tabular-nums`). The
 * alternates no rule here turns on (stylistic sets, discretionary ligatures, fractions, the Arabic
 * face's "access all alternates") were glyphs no visitor is shown: 0.9 KB of each Arabic
 * first-screen weight and 2 KB of the Latin face an Arabic page carries, bytes the first paint
 * waits for.
 *
 * Without hinting: the TrueType instructions that snap outlines to a low-resolution screen's
 * pixels were a quarter of the Arabic files (18.5 KB to 13.4 KB, its letters alone; the quotes'
 * published files come without them), and no
 * browser a visitor uses now draws with them but Windows' older renderers; Windows' DirectWrite,
 * macOS, iOS and Android draw the outlines smoothed as they are.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ARABIC_FIRST_SCREEN_RANGES, ARABIC_MARKS_RANGES, ARABIC_RANGES, LATIN_IN_ARABIC_FIRST_SCREEN_RANGES, LATIN_RANGES } from '../src/styles/font-ranges';
import { FIRST_SCREEN_LATIN_WEIGHTS, firstScreenFiles } from '../src/styles/global-css';
import { run } from './lib/run';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'src/assets/generated/fonts');
const published = (pkg: string, file: string) => path.join(root, 'node_modules/@fontsource', pkg, 'files', file);
const jakartaLatin = path.join(root, 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
const plexArabic = (file: string) => path.join(root, 'node_modules/@ibm/plex-sans-arabic/fonts/complete/woff2', file);
const arabicSentences = [...ARABIC_RANGES, ...ARABIC_MARKS_RANGES];

/** OpenType features kept (see above): what browsers apply by default, and `tnum` for `tabular-nums`. */
const FEATURES = ['ccmp', 'locl', 'rvrn', 'isol', 'init', 'medi', 'fina', 'rlig', 'calt', 'liga', 'clig', 'rclt', 'curs', 'kern', 'mark', 'mkmk', 'tnum'];

const characters = (ranges: typeof ARABIC_RANGES) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** Each file the site serves (its name in src/styles/global-css.ts, fontFiles), from which published file, cut to which characters. */
const faces = [
  { name: 'plex-sans-arabic-400', source: plexArabic('IBMPlexSansArabic-Regular.woff2'), ranges: arabicSentences },
  { name: 'plex-sans-arabic-700', source: plexArabic('IBMPlexSansArabic-Bold.woff2'), ranges: arabicSentences },
  { name: 'noto-naskh-arabic-400', source: published('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff2'), ranges: ARABIC_RANGES },
  { name: 'source-serif-4-400', source: published('source-serif-4', 'source-serif-4-latin-400-normal.woff2'), ranges: LATIN_RANGES },
  // The first screens (src/styles/global-css.ts, facesCss): the Latin face's weights the
  // site uses, for an English page; for an Arabic one, the Arabic face's common letters and marks
  // and the Latin face's ASCII.
  { name: firstScreenFiles.latin, source: jakartaLatin, ranges: LATIN_RANGES, weights: FIRST_SCREEN_LATIN_WEIGHTS },
  { name: firstScreenFiles.arabic400, source: plexArabic('IBMPlexSansArabic-Regular.woff2'), ranges: ARABIC_FIRST_SCREEN_RANGES },
  { name: firstScreenFiles.arabic700, source: plexArabic('IBMPlexSansArabic-Bold.woff2'), ranges: ARABIC_FIRST_SCREEN_RANGES },
  { name: firstScreenFiles.latinInArabic, source: jakartaLatin, ranges: LATIN_IN_ARABIC_FIRST_SCREEN_RANGES, weights: FIRST_SCREEN_LATIN_WEIGHTS },
] as const satisfies readonly { name: string; source: string; ranges: typeof LATIN_RANGES; weights?: { min: number; max: number } }[];

run(async () => {
  await mkdir(outDir, { recursive: true });
  for (const face of faces) {
    const original = await readFile(face.source);
    const variationAxes = 'weights' in face ? { wght: face.weights } : undefined;
    const subset = await subsetFont(original, characters(face.ranges), { targetFormat: 'woff2', noHinting: true, variationAxes, keepFeatures: FEATURES });
    const file = path.join(outDir, `${face.name}.woff2`);
    await writeFile(file, subset);
    console.log(`${path.relative(root, file)}  ${(original.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
});
