/**
 * Checks every data file of src/content against its schema and writes what the pages import:
 * `src/content/generated/<locale>/<name>.ts`, the words with every fact quoted and every link
 * resolved (run by `npm run assets`). A mistake stops the build with one line per problem: the
 * file, the field, the rule. The schema library runs here only, never in a visitor's browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Collection } from './lib/content/collections';
import { compileAll, type CompiledContent } from './lib/content/compile';
import { locales } from '../src/i18n/locale';
import { typedModule } from './lib/content/problems';
import { writeGeneratedFiles } from './lib/generated-files';
import { run, SourceError } from './lib/run';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'src', 'content', 'generated');

const moduleSource = (collection: Collection, locale: string, value: unknown): string =>
  typedModule({
    script: 'scripts/compile-content.ts',
    from: `${collection.dir}/${locale}.json`,
    // The type its schema declares: the words as the schema passes them, with what is put in at build.
    typeName: 'Content',
    typeModule: `${'../'.repeat(collection.name.split('/').length + 1)}schema/${collection.schemaModule}`,
    value,
  });

/**
 * The words a page loads by the page registry's rule (src/app/page-registry.ts), one lazy chunk
 * each: every collection but the shared words (src/content/shared/), which the pages and the
 * start import themselves. A new shared module is left out, and a new page's words put in, with
 * no edit to the registry. The chunks keep the names the weight report and tests read. A page whose
 * words join another collection's (the blog and its posts) has a module of its own,
 * src/content/<locale>/<name>.ts, which its loader takes instead.
 */
export const pageWordsSource = (values: CompiledContent['values']): string => {
  const pages = values.filter(({ collection }) => !collection.dir.startsWith('src/content/shared/'));
  const names = [...new Set(pages.map(({ collection }) => collection.name))];
  // The names once, the loaders by their place: the list travels in the start script.
  const moduleOf = (locale: string, name: string) => (existsSync(path.join(root, 'src', 'content', locale, `${name}.ts`)) ? `../${locale}/${name}` : `./${locale}/${name}`);
  const loaders = (locale: string) =>
    names.map((name) => `    () => import(/* webpackChunkName: "content-${name.replace(/\//g, '-')}-${locale}" */ '${moduleOf(locale, name)}'),`);
  return [
    '// Written by scripts/compile-content.ts from the collections (scripts/lib/content/collections.ts): edit those, not this.',
    "import type { Locale } from '../../config/site';",
    '',
    `export const pageWordNames: readonly string[] = ${JSON.stringify(names)};`,
    '',
    'export const pageWords: Record<Locale, (() => Promise<{ default: unknown }>)[]> = {',
    ...locales.flatMap((locale) => [`  ${locale}: [`, ...loaders(locale), '  ],']),
    '};',
    '',
  ].join('\n');
};

/** Checks every data file and writes the pages' modules; returns how many files changed. Throws the problems. */
export async function compileContent(): Promise<{ summary: string; changed: number }> {
  const { values, problems } = compileAll();
  if (problems.length > 0) throw new SourceError([`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems].join('\n'));
  const files = Object.fromEntries(values.map(({ collection, locale, value }) => [`${locale}/${collection.name}.ts`, moduleSource(collection, locale, value)]));
  files['page-words.ts'] = pageWordsSource(values);
  const changed = await writeGeneratedFiles(outDir, files);
  return { summary: `Checked and compiled ${values.length} content files`, changed };
}

if (require.main === module) run(async () => console.log((await compileContent()).summary));
