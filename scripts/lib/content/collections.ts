/**
 * Every kind of content a data file holds, with the schema that checks it and types it: the one
 * list the build (scripts/compile-content.ts), the tests and the editor's configuration read. A
 * page's words are `<dir>/<locale>.json`, one file per language.
 */
import type { z } from 'zod';
import type { Locale } from '../../../src/config/site';
import { notFoundSchema } from '../../../src/content/schema/not-found';
import { thankYouSchema } from '../../../src/content/schema/thank-you';

export interface Collection {
  /** The generated module's name: `src/content/generated/<locale>/<name>.ts`. */
  name: string;
  /** The folder of its data files, from the project root. */
  dir: string;
  /** What the editor calls it. */
  label: string;
  schema: z.ZodType;
  /** The type the generated module declares, and the module (from src/content/types/) that exports it. */
  type: { name: string; module: string };
  /** Puts in what the page shows besides its own words (shared pieces, figures); none by default. */
  assemble?: (words: unknown, locale: Locale) => unknown;
}

export const collections: Collection[] = [
  { name: 'thank-you', dir: 'src/content/pages/thank-you', label: 'Thank-you page', schema: thankYouSchema, type: { name: 'ThankYouContent', module: 'thank-you' } },
  { name: 'not-found', dir: 'src/content/pages/not-found', label: 'Not-found page', schema: notFoundSchema, type: { name: 'NotFoundContent', module: 'not-found' } },
];

export const dataFile = (collection: Collection, locale: Locale): string => `${collection.dir}/${locale}.json`;
