/**
 * Cuts IBM Plex Sans Arabic down to the characters the site's Arabic face is
 * asked for (src/styles/font-ranges.ts): the published "arabic" files also
 * carry Persian, Urdu and other extended letters. About a third smaller, with
 * every shaping feature (joining, lam-alef, marks) kept.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ARABIC_RANGES } from '../src/styles/font-ranges';
import { run } from './lib/run';

const root = path.resolve(__dirname, '..');
const source = (weight: number) =>
  path.join(root, 'node_modules/@fontsource/ibm-plex-sans-arabic/files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
const outDir = path.join(root, 'src/assets/generated/fonts');

const characters = ARABIC_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

run(async () => {
  await mkdir(outDir, { recursive: true });
  for (const weight of [400, 700]) {
    const original = await readFile(source(weight));
    const subset = await subsetFont(original, characters, { targetFormat: 'woff2' });
    const file = path.join(outDir, `plex-sans-arabic-${weight}.woff2`);
    await writeFile(file, subset);
    console.log(`${path.relative(root, file)}  ${(original.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
  }
});
