/**
 * The tests' own site (test/fixtures/site/, scripts/lib/site-root.ts): the words and settings the
 * tests' build reads in place of the owner's. A test that reads a data file, or copies the project's
 * words to break one, takes it from here: the owner's files never decide a test.
 */
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot, TESTS_SITE } from '../../scripts/lib/site-root';

export const testsSite = path.join(projectRoot, TESTS_SITE);

/** A data file of the tests' site (`src/content/pages/home/en.json`) as data: a fresh copy to change at will. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes any value, wrong ones on purpose
export const testsSiteData = <T = Record<string, any>>(file: string): T => JSON.parse(readFileSync(path.join(testsSite, file), 'utf8')) as T;

/** The tests' site's words (src/content) in a temporary folder of that name, to break one and compile. */
export function copyOfTestsWords(prefix = 'words-'): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(testsSite, 'src', 'content'), path.join(copy, 'src', 'content'), { recursive: true });
  return copy;
}
