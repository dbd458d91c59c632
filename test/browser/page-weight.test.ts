import { readdirSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../src/app/prerender-list';
import { htmlFileFor, pageWeight } from '../../scripts/lib/page-weight';

const BUDGET = 100_000; // bytes of gzip, all JavaScript a page needs to become interactive
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe.each(builtPages().map((page) => [page.path, page] as const))('%s', (route, { key, locale }) => {
  const weight = pageWeight(htmlFileFor(route));

  it(`loads at most ${BUDGET / 1000} KB of JavaScript (gzip)`, () => {
    expect(weight.gzipBytes).toBeLessThanOrEqual(BUDGET);
  });

  it('loads its own content in its own language, and no other', () => {
    const content = weight.scripts.filter((file) => path.basename(file).startsWith('content-'));
    expect(content.map((file) => path.basename(file).split('.')[0])).toEqual([`content-${kebab(key)}-${locale}`]);
    const other = locale === 'en' ? 'ar' : 'en';
    expect(weight.scripts.filter((file) => path.basename(file).includes(`-${other}.`))).toEqual([]);
  });
});

it('keeps every content chunk out of the entry bundle', () => {
  // 404.html loads the entry, its page and its own words: no other content.
  const entry = pageWeight('404.html').scripts;
  expect(entry.filter((file) => /content-/.test(file)).map((file) => path.basename(file).split('.')[0])).toEqual(['content-not-found-en']);
  const chunks = readdirSync(path.join(__dirname, '../../dist/assets/js')).filter((f) => f.endsWith('.js'));
  const notFound = ['content-not-found-en', 'content-not-found-ar'];
  expect(chunks.filter((f) => f.startsWith('content-')).map((f) => f.split('.')[0]).sort()).toEqual(
    [...builtPages().map(({ key, locale }) => `content-${kebab(key)}-${locale}`), ...notFound].sort(),
  );
});
