/**
 * Checks every data file of src/content against its schema and writes what the pages import:
 * `src/content/generated/<locale>/<name>.ts`, the words with every fact quoted and every link
 * resolved (run by `npm run assets`). A mistake stops the build with one line per problem: the
 * file, the field, the rule. The schema library runs here only, never in a visitor's browser.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { locales } from '../src/i18n/locale';
import { collections, dataFile, type Collection } from './lib/content/collections';
import { checkFile } from './lib/content/compile';
import { run, SourceError } from './lib/run';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'src', 'content', 'generated');

const moduleSource = (collection: Collection, locale: string, value: unknown): string =>
  [
    `// Written by scripts/compile-content.ts from ${collection.dir}/${locale}.json: edit that file, not this one.`,
    `import type { ${collection.type.name} } from '../../types/${collection.type.module}';`,
    '',
    `const content: ${collection.type.name} = ${JSON.stringify(value, null, 2)};`,
    '',
    'export default content;',
    '',
  ].join('\n');

run(async () => {
  const problems: string[] = [];
  const modules: [string, string][] = [];
  for (const collection of collections) {
    for (const locale of locales) {
      const checked = checkFile(collection.schema, dataFile(collection, locale), locale);
      if (!checked.ok) {
        problems.push(...checked.problems);
        continue;
      }
      const value = collection.assemble ? collection.assemble(checked.value, locale) : checked.value;
      modules.push([path.join(outDir, locale, `${collection.name}.ts`), moduleSource(collection, locale, value)]);
    }
  }
  if (problems.length > 0) throw new SourceError([`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems].join('\n'));
  await rm(outDir, { recursive: true, force: true });
  for (const locale of locales) await mkdir(path.join(outDir, locale), { recursive: true });
  await Promise.all(modules.map(([file, source]) => writeFile(file, source)));
  console.log(`Checked and compiled ${modules.length} content files`);
});
