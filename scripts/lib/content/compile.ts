/**
 * Reads a data file and checks it against its schema in one language: the words the page will show
 * (facts quoted, links resolved), or every problem, one line each.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Locale } from '../../../src/config/site';
import { wordsIn, type Schema } from '../../../src/content/schema/fields';
import { locales } from '../../../src/i18n/locale';
import { collectionsIn, dataFile, type Collection } from './collections';
import { languageContext, type LanguageContext } from './context';
import { HOUSE_STYLE_FILE, houseStyleProblems, readHouseStyle, withBrandName } from './house-style';
import { legalInStep } from './in-step';
import { JURISDICTIONS_FILE } from './jurisdiction';
import { schema as legalSchema } from '../../../src/content/schema/legal';
import { routeKeys, templateOf, wordsOf } from '../../../src/routes/route-table';
import { problemLines, readJsonFile, type Checked } from './problems';
import { projectRoot, siteRoot } from '../site-root';


export type { Checked };

/** A schema built with one language's words: its facts and links, given, not read from module state. */
export const schemaIn = <S extends z.ZodType>(schema: Schema<S>, locale: Locale, context: LanguageContext = languageContext(locale)): S => schema(wordsIn(context.text));

/** Checks data already read (a test's broken copy, an editor's draft) as if it were `file`. */
export function checkData<S extends z.ZodType>(schema: Schema<S>, data: unknown, locale: Locale, file: string, context: LanguageContext = languageContext(locale)): Checked<z.output<S>> {
  const result = schemaIn(schema, locale, context).safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemLines(file, result.error.issues) };
}

/** Reads `file` (from the project root, or from `from`: a copy of the project's files) and checks it. */
export function checkFile<S extends z.ZodType>(schema: Schema<S>, file: string, locale: Locale, context?: LanguageContext, from: string = siteRoot()): Checked<z.output<S>> {
  const read = readJsonFile(from, file, 'every page has its words in each language');
  return read.ok ? checkData(schema, read.value, locale, file, context) : read;
}

export interface CompiledContent {
  /** What each page imports: a collection's words in one language, facts quoted, shared words put in. */
  values: { collection: Collection; locale: Locale; value: unknown }[];
  problems: string[];
}

/** The page for an address no route names: words and a template as every page's, and no route. */
const NOT_FOUND = 'not-found';

/**
 * Every route has its words and its template, and every page's words a route (src/routes/route-table.ts):
 * a page is its route, its schema, its two words files and its template, found by their names.
 */
export function pageProblems(collections: Collection[], code: string = projectRoot): string[] {
  const names = new Set(collections.map((collection) => collection.name));
  const shown = new Set(routeKeys.map(wordsOf));
  return [
    ...routeKeys.flatMap((key) => [
      ...(names.has(wordsOf(key)) ? [] : [`src/routes/route-table.ts: ${key}: its words are missing: src/content/pages/${wordsOf(key)}/ (en.json and ar.json)`]),
      ...(existsSync(path.join(code, 'src/pages', `${templateOf(key)}-page.tsx`)) ? [] : [`src/routes/route-table.ts: ${key}: its template is missing: src/pages/${templateOf(key)}-page.tsx`]),
    ]),
    ...collections
      .filter((collection) => !collection.dir.startsWith('src/content/shared/') && collection.name !== NOT_FOUND && !shown.has(collection.name))
      .map((collection) => `${collection.dir}/: no route shows these words: add one to src/routes/route-table.ts`),
  ];
}

/**
 * Every data file of every collection, checked against its schema and the house style
 * (docs/house-style.md), then assembled, in the collections' order; `from` as in checkFile, `code`
 * where the schemas and templates are (the project's own, but in a test).
 */
export function compileAll(from: string = siteRoot(), code: string = projectRoot): CompiledContent {
  const problems: string[] = [];
  const values: CompiledContent['values'] = [];
  let collections: Collection[];
  try {
    collections = collectionsIn(from, code);
  } catch (error) {
    return { values, problems: [(error as Error).message] };
  }
  problems.push(...pageProblems(collections, code));
  const checkedWords = new Map<string, unknown>();
  const rawWords = new Map<string, unknown>();
  // The facts a sentence may quote, worked out once per language for every file.
  const contexts = new Map(locales.map((locale) => [locale, languageContext(locale)]));
  // The house style is the code's rules, not the owner's words: a copy brings its own only to test a broken one.
  const style = readHouseStyle(existsSync(path.join(from, HOUSE_STYLE_FILE)) ? from : projectRoot);
  if (!style.ok) problems.push(...style.problems);
  // With the brand's Latin form among the names Arabic may write in Latin letters: once, for every file.
  const rules = style.ok ? withBrandName(style.value) : undefined;
  // The legal clauses are words too, one language under each place.
  const clauses = readJsonFile(from, JURISDICTIONS_FILE, 'the legal pages quote its clauses');
  if (clauses.ok && rules && clauses.value && typeof clauses.value === 'object') {
    for (const [place, languages] of Object.entries(clauses.value)) {
      for (const locale of locales) {
        const words = (languages as Partial<Record<string, unknown>> | null)?.[locale];
        if (words !== undefined) problems.push(...houseStyleProblems(JURISDICTIONS_FILE, locale, { [place]: { [locale]: words } }, rules));
      }
    }
  }
  for (const collection of collections) {
    for (const locale of locales) {
      const file = dataFile(collection, locale);
      const read = readJsonFile(from, file, 'every page has its words in each language');
      if (read.ok && rules) problems.push(...houseStyleProblems(file, locale, read.value, rules));
      if (read.ok) rawWords.set(`${collection.name}.${locale}`, read.value);
      const checked = read.ok ? checkData(collection.schema, read.value, locale, file, contexts.get(locale)) : read;
      if (!checked.ok) {
        problems.push(...checked.problems);
        continue;
      }
      checkedWords.set(`${collection.name}.${locale}`, checked.value);
    }
  }
  for (const collection of collections.filter(({ schema }) => schema === legalSchema)) {
    const [en, ar] = locales.map((locale) => rawWords.get(`${collection.name}.${locale}`) as Parameters<typeof legalInStep>[1]);
    if (en && ar) problems.push(...legalInStep(dataFile(collection, 'ar'), en, ar));
  }
  if (problems.length > 0) return { values, problems };
  // Assembled once every file is checked, so that any collection may take from any other.
  for (const collection of collections) {
    for (const locale of locales) {
      const checked = checkedWords.get(`${collection.name}.${locale}`);
      const value = collection.assemble ? collection.assemble(checked as never, locale, (name) => checkedWords.get(`${name}.${locale}`)) : checked;
      values.push({ collection, locale, value });
    }
  }
  return { values, problems };
}
