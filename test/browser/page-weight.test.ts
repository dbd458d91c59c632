import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../scripts/build/compile-hint-plugin';
import { builtPages } from '../../src/app/prerender-list';
import { chunkNames, chunkPath } from '../../scripts/lib/chunk-names';
import { htmlFileFor, pageWeight } from '../../scripts/lib/page-weight';

const BUDGET = 100_000; // bytes of gzip, all JavaScript a page needs to become interactive
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** A page's own words: a chunk per route and language; the post pages share the blog's. */
const contentChunk = (key: string, locale: string) => `content-${kebab(key === 'blogPost' ? 'blog' : key)}-${locale}`;
const isContent = (chunk: string) => chunk.startsWith('content-') || chunk.startsWith('post-');

describe.each(builtPages().map((page) => [page.path, page] as const))('%s', (route, { key, locale }) => {
  const weight = pageWeight(htmlFileFor(route));

  it(`loads at most ${BUDGET / 1000} KB of JavaScript (gzip)`, () => {
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET);
  });

  it('loads its own content in its own language, and no other', () => {
    // A post's body is in the HTML: no post chunk is part of a page's first load.
    expect(weight.chunks.filter(isContent)).toEqual([contentChunk(key, locale)]);
  });
});

it('keeps every content chunk out of the entry bundle', () => {
  // 404.html loads the entry, its page and its own words: no other content.
  expect(pageWeight('404.html').chunks.filter(isContent)).toEqual(['content-not-found-en']);
  const chunks = Object.values(chunkNames()).filter((name) => name.startsWith('content-'));
  const expected = new Set([...builtPages().map(({ key, locale }) => contentChunk(key, locale)), 'content-not-found-en', 'content-not-found-ar']);
  expect(chunks.sort()).toEqual([...expected].sort());
});

it('asks the browser to compile the app while it downloads it, not when it first runs', () => {
  const start = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('start').slice(1)), 'utf8');
  expect(start.startsWith(COMPILE_HINT)).toBe(true);
});
