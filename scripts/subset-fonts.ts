/**
 * Cuts the self-hosted faces down to the characters the site asks each for
 * (src/styles/font-ranges.ts, also their `unicode-range`), shaping intact:
 *
 * - IBM Plex Sans Arabic (400, 700): the published "arabic" files also carry
 *   Persian, Urdu and other extended letters; cut to Arabic's own (43 KB to about
 *   18.5 KB a weight, src/config/arabic-script.ts), with every
 *   shaping feature (joining, lam-alef, marks) kept. The Latin marks Arabic sentences use
 *   ('.', ':', '!', brackets, quotes) come from its published "latin" files, cut to those
 *   alone (2.4 KB a weight): the "arabic" files do not carry them.
 * - The quotes' faces, one weight each (docs/decisions.md, "Fonts and numbers"):
 *   Noto Naskh Arabic to the same Arabic characters (51 KB to about 16.5 KB), and
 *   Source Serif 4 to the Latin face's range (its published Latin file, a little
 *   trimmed: about 19 KB).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ARABIC_MARKS_RANGES, ARABIC_RANGES, LATIN_RANGES } from '../src/styles/font-ranges';
import { run } from './lib/run';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'src/assets/generated/fonts');
const published = (pkg: string, file: string) => path.join(root, 'node_modules/@fontsource', pkg, 'files', file);

const characters = (ranges: typeof ARABIC_RANGES) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** Each file the site serves (its name in src/styles/global-css.ts, fontFiles), from which published file, cut to which characters. */
const faces = [
  { name: 'plex-sans-arabic-400', source: published('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-400-normal.woff2'), ranges: ARABIC_RANGES },
  { name: 'plex-sans-arabic-700', source: published('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff2'), ranges: ARABIC_RANGES },
  { name: 'plex-sans-arabic-marks-400', source: published('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-latin-400-normal.woff2'), ranges: ARABIC_MARKS_RANGES },
  { name: 'plex-sans-arabic-marks-700', source: published('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-latin-700-normal.woff2'), ranges: ARABIC_MARKS_RANGES },
  { name: 'noto-naskh-arabic-400', source: published('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff2'), ranges: ARABIC_RANGES },
  { name: 'source-serif-4-400', source: published('source-serif-4', 'source-serif-4-latin-400-normal.woff2'), ranges: LATIN_RANGES },
] as const;

run(async () => {
  await mkdir(outDir, { recursive: true });
  for (const face of faces) {
    const original = await readFile(face.source);
    const subset = await subsetFont(original, characters(face.ranges), { targetFormat: 'woff2' });
    const file = path.join(outDir, `${face.name}.woff2`);
    await writeFile(file, subset);
    console.log(`${path.relative(root, file)}  ${(original.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
});
