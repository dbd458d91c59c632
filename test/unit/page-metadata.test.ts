/**
 * The words a search result shows, for every built page in both languages:
 * read from the page registry, so a new page is held to this with no new test.
 */
import { pageRegistry } from '../../src/app/page-registry';
import { builtPages } from '../../src/app/prerender-list';
import arBlog from '../../src/content/ar/blog';
import arNotFound from '../../src/content/generated/ar/not-found';
import enBlog from '../../src/content/en/blog';
import enNotFound from '../../src/content/generated/en/not-found';
import { kebabCase, serviceFile, serviceKeys, type ServiceKey } from '../../src/config/services';
import type { Locale } from '../../src/config/site';
import type { BlogPostContent } from '../../src/content/types/blog';
import type { PageMetaContent } from '../../src/content/types/common';
import { DESCRIPTION_RANGE, TITLE_MAX, pageTitle, titleLength } from '../../src/seo/page-title';
import { collections, dataFile } from '../../scripts/lib/content/collections';

/** The file an owner edits for a page's meta words, and what its fields are called there. */
interface MetaSource {
  meta: PageMetaContent;
  file: string;
  fields: { title: string; description: string };
}

const isService = (key: string): key is ServiceKey => (serviceKeys as readonly string[]).includes(key);
const dataFileOf = (name: string, locale: Locale) => {
  const collection = collections.find((c) => c.name === name);
  return collection && dataFile(collection, locale);
};
const contentFile = (key: string, locale: Locale) =>
  dataFileOf(kebabCase(key), locale) ??
  (isService(key) ? `src/content/${locale}/service-pages/${serviceFile(key)}.ts` : `src/content/${locale}/${kebabCase(key)}.ts`);
const moduleFields = { title: 'meta.title', description: 'meta.description' };

/** A page's meta words and where they are written; a post page's come from its post's Markdown. */
function sourceOf(content: { meta: PageMetaContent } | BlogPostContent, key: string, locale: Locale): MetaSource {
  if ('meta' in content) return { meta: content.meta, file: contentFile(key, locale), fields: moduleFields };
  const { post } = content;
  if (!post) throw new Error('a built post page without its post');
  return {
    meta: { title: post.title, description: post.excerpt, keywords: post.keywords },
    file: `src/content/blog/${post.slug}/index.${post.lang}.md`,
    fields: { title: 'title', description: 'excerpt' },
  };
}

const pages = builtPages().map(
  ({ key, locale, params, path }) =>
    [
      path,
      locale,
      async () => sourceOf((await pageRegistry[key]!.content(locale, params)) as { meta: PageMetaContent } | BlogPostContent, key, locale),
    ] as const,
);
const notFound = [
  ['not-found (en)', 'en', async () => ({ meta: enNotFound.meta, file: dataFileOf('not-found', 'en')!, fields: moduleFields })],
  ['not-found (ar)', 'ar', async () => ({ meta: arNotFound.meta, file: dataFileOf('not-found', 'ar')!, fields: moduleFields })],
  ['post not found (en)', 'en', async () => ({ meta: enBlog.postPage.notFound.meta, file: 'src/content/en/blog.ts', fields: moduleFields })],
  ['post not found (ar)', 'ar', async () => ({ meta: arBlog.postPage.notFound.meta, file: 'src/content/ar/blog.ts', fields: moduleFields })],
] as const;

// Each check fails with one line an owner can act on: the file, the field, its length and the limit.
describe.each([...pages, ...notFound])('%s', (_name, locale, loadSource) => {
  it(`has a title of at most ${TITLE_MAX} characters, and one of at most ${TITLE_MAX} as a search result shows it`, async () => {
    const { meta, file, fields } = await loadSource();
    const length = titleLength(meta.title);
    const problems = length > TITLE_MAX ? [`${file}: "${fields.title}" is ${length} characters; it must be at most ${TITLE_MAX}`] : [];
    expect(problems).toEqual([]);
    expect(titleLength(pageTitle(meta.title, locale))).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.title).not.toMatch(/\|/); // the brand suffix is the template's job
  });

  it(`has a description of ${DESCRIPTION_RANGE[0]}–${DESCRIPTION_RANGE[1]} characters and keywords`, async () => {
    const { meta, file, fields } = await loadSource();
    const [min, max] = DESCRIPTION_RANGE;
    const { length } = meta.description;
    const problems = length < min || length > max ? [`${file}: "${fields.description}" is ${length} characters; it must be ${min}–${max}`] : [];
    expect(problems).toEqual([]);
    expect(meta.keywords.length).toBeGreaterThan(0);
    for (const keyword of meta.keywords) expect(keyword.trim()).not.toBe('');
  });
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
