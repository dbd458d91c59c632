/**
 * The tests' fixture posts (test/fixtures/blog/) are in the site `npm test` builds, and in no
 * other: not the build that is deployed, not the preview, not the dev server.
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postsDir, readPosts, sourcePostsDir } from '../../scripts/lib/posts';
import { testsSite } from '../support/tests-site';
import { fixturePosts } from '../fixtures/posts';

const root = path.join(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const FLAG = 'SITE_FIXTURES=1';

/** What `read` gives with the flag set to `value` (or unset). */
function withFlag<T>(value: string | undefined, read: () => T): T {
  const before = process.env.SITE_FIXTURES;
  if (value === undefined) delete process.env.SITE_FIXTURES;
  else process.env.SITE_FIXTURES = value;
  try {
    return read();
  } finally {
    if (before === undefined) delete process.env.SITE_FIXTURES;
    else process.env.SITE_FIXTURES = before;
  }
}

const fixtureSlugs = fixturePosts.map((post) => post.slug);
const testsSiteSlugs = readPosts(path.join(testsSite, 'src/content/blog')).map((post) => post.slug);

it('holds an English-only post and one with an Arabic version', () => {
  expect(fixturePosts.map((post) => Boolean(post.ar)).sort()).toEqual([false, true]);
});

it('reads the owner’s posts alone, unless the build is the tests’, which reads its own site’s and the fixtures', () => {
  // The owner's folder is named, never read: their posts decide no test.
  expect(withFlag(undefined, sourcePostsDir)).toBe(postsDir);
  expect(withFlag('', sourcePostsDir)).toBe(postsDir);
  expect(withFlag('1', () => readPosts().map((post) => post.slug))).toEqual([...testsSiteSlugs, ...fixtureSlugs]);
  for (const slug of fixtureSlugs) expect(testsSiteSlugs).not.toContain(slug);
});

it('is asked for by `npm test` alone, for every step of its build and tests', () => {
  expect(scripts.test?.startsWith(`export ${FLAG} && `)).toBe(true);
  const others = Object.entries(scripts).filter(([name, command]) => name !== 'test' && command.includes('SITE_FIXTURES'));
  expect(others).toEqual([]);
});
