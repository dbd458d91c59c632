/**
 * Reads a data file and checks it against its schema in one language: the words the page will show
 * (facts quoted, links resolved), or every problem, one line each.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Locale } from '../../../src/config/site';
import { inLanguage } from '../../../src/content/schema/fields';
import { locales } from '../../../src/i18n/locale';
import { collections, dataFile, type Collection } from './collections';
import { languageContext } from './context';
import { jsonProblem, problemLines } from './problems';

const root = path.resolve(__dirname, '..', '..', '..');

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** Checks data already read (a test's broken copy, an editor's draft) as if it were `file`. */
export function checkData<S extends z.ZodType>(schema: S, data: unknown, locale: Locale, file: string): Checked<z.output<S>> {
  const { text, titleSuffix } = languageContext(locale);
  const result = inLanguage(text, titleSuffix, () => schema.safeParse(data));
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemLines(file, result.error.issues) };
}

/** Reads `file` (from the project root) and checks it. */
export function checkFile<S extends z.ZodType>(schema: S, file: string, locale: Locale): Checked<z.output<S>> {
  const full = path.join(root, file);
  if (!existsSync(full)) return { ok: false, problems: [`${file}: is missing (every page has its words in each language)`] };
  const source = readFileSync(full, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return { ok: false, problems: [jsonProblem(file, source, error)] };
  }
  return checkData(schema, data, locale, file);
}

export interface CompiledContent {
  /** What each page imports: a collection's words in one language, facts quoted, shared words put in. */
  values: { collection: Collection; locale: Locale; value: unknown }[];
  problems: string[];
}

/** Every data file of every collection, checked and assembled, in the collections' order. */
export function compileAll(): CompiledContent {
  const problems: string[] = [];
  const values: CompiledContent['values'] = [];
  const checkedWords = new Map<string, unknown>();
  for (const collection of collections) {
    for (const locale of locales) {
      const checked = checkFile(collection.schema, dataFile(collection, locale), locale);
      if (!checked.ok) {
        problems.push(...checked.problems);
        continue;
      }
      checkedWords.set(`${collection.name}.${locale}`, checked.value);
      if (problems.length > 0) continue;
      const value = collection.assemble ? collection.assemble(checked.value as never, locale, (name) => checkedWords.get(`${name}.${locale}`)) : checked.value;
      values.push({ collection, locale, value });
    }
  }
  return { values, problems };
}
