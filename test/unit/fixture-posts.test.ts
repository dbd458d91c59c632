/**
 * The tests' fixture posts (test/fixtures/blog/) are in the site `npm test` builds, and in no
 * other: not the build that is deployed, not the preview, not the dev server.
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postsDir, readPosts } from '../../scripts/lib/posts';
import { fixturePosts } from '../fixtures/posts';

const root = path.join(__dirname, '../..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const FLAG = 'SITE_FIXTURES=1';

/** The slugs of the site's posts, with the flag set to `value` (or unset). */
function slugsWith(value: string | undefined): string[] {
  const before = process.env.SITE_FIXTURES;
  if (value === undefined) delete process.env.SITE_FIXTURES;
  else process.env.SITE_FIXTURES = value;
  try {
    return readPosts().map((post) => post.slug);
  } finally {
    if (before === undefined) delete process.env.SITE_FIXTURES;
    else process.env.SITE_FIXTURES = before;
  }
}

const fixtureSlugs = fixturePosts.map((post) => post.slug);
const blogSlugs = readPosts(postsDir).map((post) => post.slug);

it('holds an English-only post and one with an Arabic version', () => {
  expect(fixturePosts.map((post) => Boolean(post.ar)).sort()).toEqual([false, true]);
});

it('reads the blog’s posts alone, unless the build asks for the fixtures', () => {
  expect(slugsWith(undefined)).toEqual(blogSlugs);
  expect(slugsWith('')).toEqual(blogSlugs);
  expect(slugsWith('1')).toEqual([...blogSlugs, ...fixtureSlugs]);
  for (const slug of fixtureSlugs) expect(blogSlugs).not.toContain(slug);
});

it('is asked for by `npm test` alone, for every step of its build and tests', () => {
  expect(scripts.test?.startsWith(`export ${FLAG} && `)).toBe(true);
  const others = Object.entries(scripts).filter(([name, command]) => name !== 'test' && command.includes('SITE_FIXTURES'));
  expect(others).toEqual([]);
});
