/**
 * The clauses that change with where the business is licensed (`legal.jurisdiction`): the law that
 * governs the terms, the courts, the data-protection law and its regulator. Data alternatives in
 * src/content/legal/jurisdictions.json, quoted by the legal pages as facts (`{courts}`, `{dataLaw}`…).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Jurisdiction } from '../../../src/config/legal';
import type { Locale } from '../../../src/config/site';

export const JURISDICTIONS_FILE = 'src/content/legal/jurisdictions.json';

export const jurisdictionNames = ['governingLaw', 'courts', 'dataLaw', 'dataLawShort', 'dataRegulator'] as const;
type JurisdictionWords = Record<(typeof jurisdictionNames)[number], string>;

const root = path.resolve(__dirname, '..', '..', '..');

export function readJurisdictions(): Record<Jurisdiction, Record<Locale, JurisdictionWords>> {
  return JSON.parse(readFileSync(path.join(root, JURISDICTIONS_FILE), 'utf8'));
}

/** The words of one jurisdiction in one language, their own tokens still in them. */
export const jurisdictionWords = (jurisdiction: Jurisdiction, locale: Locale): JurisdictionWords => readJurisdictions()[jurisdiction][locale];
