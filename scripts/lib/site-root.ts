/**
 * Where the owner's words and settings are read from. The tests' build (SITE_FIXTURES=1, as
 * `npm test` builds) reads the tests' site of its own, test/fixtures/site/, laid out as the project
 * is: its words under src/content/, its settings under src/config/settings/. So no word or setting
 * an owner saves can turn a test red: the tests test the code on fixtures, and the owner's site is
 * judged by the build and `npm run check:site` (docs/decisions.md, "The tests test the code").
 * What the build writes goes to the project either way.
 */
import path from 'node:path';

export const projectRoot = path.resolve(__dirname, '..', '..');

/** The tests' site, from the project root. */
export const TESTS_SITE = 'test/fixtures/site';

/** Whether this build is the tests' (the same flag brings in the tests' posts and settings changes). */
export const isTestsBuild = (): boolean => process.env.SITE_FIXTURES === '1';

/** The folder whose src/content and src/config/settings this build reads. */
export const siteRoot = (): string => (isTestsBuild() ? path.join(projectRoot, TESTS_SITE) : projectRoot);
