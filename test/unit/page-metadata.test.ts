/**
 * The words a search result shows, for every built page in both languages:
 * read from the page registry, so a new page is held to this with no new test.
 */
import { pageRegistry } from '../../src/app/page-registry';
import { builtPages } from '../../src/app/prerender-list';
import arBlog from '../../src/content/ar/blog';
import arNotFound from '../../src/content/ar/not-found';
import enBlog from '../../src/content/en/blog';
import enNotFound from '../../src/content/en/not-found';
import type { BlogPostContent } from '../../src/content/types/blog';
import type { PageMetaContent } from '../../src/content/types/common';
import { DESCRIPTION_RANGE, TITLE_MAX, pageTitle } from '../../src/seo/page-title';

/** A page's meta words; a post page's come from its post. */
function metaOf(content: { meta: PageMetaContent } | BlogPostContent): PageMetaContent {
  if ('meta' in content) return content.meta;
  if (!content.post) throw new Error('a built post page without its post');
  return { title: content.post.title, description: content.post.excerpt, keywords: content.post.keywords };
}

const pages = builtPages().map(
  ({ key, locale, params, path }) =>
    [path, locale, async () => metaOf((await pageRegistry[key]!.content(locale, params)) as { meta: PageMetaContent } | BlogPostContent)] as const,
);
const notFound = [
  ['not-found (en)', 'en', async () => enNotFound.meta],
  ['not-found (ar)', 'ar', async () => arNotFound.meta],
  ['post not found (en)', 'en', async () => enBlog.postPage.notFound.meta],
  ['post not found (ar)', 'ar', async () => arBlog.postPage.notFound.meta],
] as const;

describe.each([...pages, ...notFound])('%s', (_name, locale, loadMeta) => {
  it(`has a title of at most ${TITLE_MAX} characters, brand included`, async () => {
    const meta = await loadMeta();
    expect(pageTitle(meta.title, locale).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.title).not.toMatch(/\|/); // the brand suffix is the template's job
  });

  it(`has a description of ${DESCRIPTION_RANGE[0]}–${DESCRIPTION_RANGE[1]} characters and keywords`, async () => {
    const meta = await loadMeta();
    expect(meta.description.length).toBeGreaterThanOrEqual(DESCRIPTION_RANGE[0]);
    expect(meta.description.length).toBeLessThanOrEqual(DESCRIPTION_RANGE[1]);
    expect(meta.keywords.length).toBeGreaterThan(0);
    for (const keyword of meta.keywords) expect(keyword.trim()).not.toBe('');
  });
});
