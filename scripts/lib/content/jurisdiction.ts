/**
 * The clauses that change with where the business is licensed (`legal.jurisdiction`): the law that
 * governs the terms, the courts, the data-protection law and its regulator. Data alternatives in
 * src/content/legal/jurisdictions.json, checked by their schema and quoted by the legal pages as
 * facts (`{courts}`, `{dataLaw}`…).
 */
import type { z } from 'zod';
import type { Jurisdiction } from '../../../src/config/legal';
import type { Locale } from '../../../src/config/site';
import { jurisdictionsSchema } from '../../../src/content/schema/jurisdictions';
import { SourceError } from '../run';
import { problemLines, readJsonFile } from './problems';
import { siteRoot } from '../site-root';

export const JURISDICTIONS_FILE = 'src/content/legal/jurisdictions.json';


type Clauses = z.output<typeof jurisdictionsSchema>[Jurisdiction][Locale];

/** The words of one jurisdiction in one language, their own tokens still in them; a broken file stops the build, one line per problem. */
export function jurisdictionWords(jurisdiction: Jurisdiction, locale: Locale): Clauses {
  const read = readJsonFile(siteRoot(), JURISDICTIONS_FILE, 'the legal pages quote its clauses');
  if (!read.ok) throw new SourceError(read.problems.join('\n'));
  const checked = jurisdictionsSchema.safeParse(read.value);
  if (!checked.success) throw new SourceError(problemLines(JURISDICTIONS_FILE, checked.error.issues).join('\n'));
  return checked.data[jurisdiction][locale];
}
