/**
 * The words a search result shows. Their lengths are the schemas' to refuse (pageMeta() for every
 * page's words, the post schema for a post's title and excerpt), and `npm run assets` refuses every
 * file outside them before the tests start (content-data.test.tsx seeds such a file), so no test
 * measures each page again. What the build does not check is checked here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import arBlog from '../../src/content/ar/blog';
import enBlog from '../../src/content/en/blog';
import type { PageMetaContent } from '../../src/content/types/common';
import { locales } from '../../src/i18n/locale';
import { DESCRIPTION_RANGE, TITLE_MAX, pageTitle, titleLength } from '../../src/seo/page-title';
import { collections, dataFile } from '../../scripts/lib/content/collections';

const root = path.resolve(__dirname, '../..');

/** Every `meta.title` a data file holds, wherever it sits (a page's, the blog's unknown post's), as [where, title]. */
function metaTitles(value: unknown, at: string): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]): [string, string][] =>
    key === 'meta' && inner && typeof inner === 'object' && 'title' in inner ? [[`${at}meta.title`, String(inner.title)]] : metaTitles(inner, `${at}${key}.`),
  );
}

it("leaves the brand and its separator to the title template: no page's own title carries ' | '", () => {
  const files = collections.flatMap((collection) => locales.map((locale) => dataFile(collection, locale)));
  const pages = files.flatMap((file) => metaTitles(JSON.parse(readFileSync(path.join(root, file), 'utf8')), `${file}: `));
  const posts = [...enBlog.posts, ...arBlog.posts].map((post): [string, string] => [`src/content/blog/${post.slug}/index.${post.lang}.md: title`, post.title]);
  expect(pages.length).toBeGreaterThan(collections.length);
  expect([...pages, ...posts].filter(([, title]) => title.includes(' | ')).map(([where, title]) => `${where}: "${title}"`)).toEqual([]);
});

// The founder's name is the owner's to set, and the founder page's title and
// description carry it: a long name must still fit a search result.
describe.each(['en', 'ar'] as const)('the founder page (%s) with a name of 25 characters', (locale) => {
  it(`keeps its title within ${TITLE_MAX} and its description within ${DESCRIPTION_RANGE[1]} characters`, () => {
    const longName = { en: 'Alexandra Catherine Smyth', ar: 'عبد الرحمن بن سالم الكعبي' };
    expect(longName[locale]).toHaveLength(25);
    let meta: PageMetaContent | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { site } = require('../../src/config/site') as typeof import('../../src/config/site');
      site.founder.name[locale] = longName[locale];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { readWords } = require('../../scripts/lib/content/read') as typeof import('../../scripts/lib/content/read');
      meta = (readWords('founder', locale) as { meta: PageMetaContent }).meta;
    });
    expect(meta!.title).toContain(longName[locale]);
    expect(titleLength(pageTitle(meta!.title, locale))).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta!.description.length).toBeLessThanOrEqual(DESCRIPTION_RANGE[1]);
  });
});
