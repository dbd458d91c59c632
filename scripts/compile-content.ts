/**
 * Checks every data file of src/content against its schema and writes what the pages import:
 * `src/content/generated/<locale>/<name>.ts`, the words with every fact quoted and every link
 * resolved (run by `npm run assets`). A mistake stops the build with one line per problem: the
 * file, the field, the rule. The schema library runs here only, never in a visitor's browser.
 */
import path from 'node:path';
import type { Collection } from './lib/content/collections';
import { compileAll } from './lib/content/compile';
import { typedModule } from './lib/content/problems';
import { writeGeneratedFiles } from './lib/generated-files';
import { run, SourceError } from './lib/run';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'src', 'content', 'generated');

const moduleSource = (collection: Collection, locale: string, value: unknown): string =>
  typedModule({
    script: 'scripts/compile-content.ts',
    from: `${collection.dir}/${locale}.json`,
    typeName: collection.type.name,
    typeModule: `${'../'.repeat(collection.name.split('/').length + 1)}types/${collection.type.module}`,
    value,
  });

/** Checks every data file and writes the pages' modules; returns how many files changed. Throws the problems. */
export async function compileContent(): Promise<{ summary: string; changed: number }> {
  const { values, problems } = compileAll();
  if (problems.length > 0) throw new SourceError([`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems].join('\n'));
  const files = Object.fromEntries(values.map(({ collection, locale, value }) => [`${locale}/${collection.name}.ts`, moduleSource(collection, locale, value)]));
  const changed = await writeGeneratedFiles(outDir, files);
  return { summary: `Checked and compiled ${values.length} content files`, changed };
}

if (require.main === module) run(async () => console.log((await compileContent()).summary));
