/**
 * `npm run check:site`: the second half of a pull request's gate (docs/decisions.md, "The tests
 * test the code"). `npm test` tests the code on the tests' own site; this builds the owner's own
 * site, from the owner's words and settings alone, and checks it as a visitor's browser sees it,
 * without knowing its words: every page and both languages answer (an unknown address with the
 * not-found page and its 404), no link or picture inside the site is broken, axe and the HTML
 * checker pass, the weight budgets hold, and no page shifts as its fonts arrive. The checks are the
 * browser tests that read what they expect from the build itself (SITE_CHECKS below); a mistake in
 * the words stops the build first, with its file, field and rule.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/** The browser tests that judge any site by what its build says it holds, never by its words. */
export const SITE_CHECKS = [
  // Status, console, axe, links, pictures, canonical and metadata of every page, both languages.
  'test/browser/every-page.test.ts',
  // Unknown paths and posts, odd URL forms: the not-found page with its status.
  'test/browser/not-found.test.ts',
  'test/browser/hosting.test.ts',
  'test/browser/html-checker.test.ts',
  'test/browser/page-weight.test.ts',
  'test/browser/first-paint-fonts.test.ts',
] as const;

/** The owner's site: the flag that makes the tests' build is cleared, not merely left unset. */
const ownersSite = { ...process.env, SITE_FIXTURES: '' };

function step(title: string, command: string, args: string[]): void {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, env: ownersSite, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\ncheck:site: ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

step("Build the owner's site", 'npm', ['run', 'build']);
step('Weigh every page against its budget', 'npm', ['run', 'weight']);
step('Check every page as a visitor’s browser sees it', 'npx', ['jest', '--selectProjects', 'browser', '--maxWorkers=2', '--runTestsByPath', ...SITE_CHECKS]);
console.log("\ncheck:site: the owner's site is built and every check passed");
