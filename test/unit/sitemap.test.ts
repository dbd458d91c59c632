/**
 * The sitemap held against the route table and the posts. Build code: it runs in Node.
 * @jest-environment node
 */
import { sitemapEntries } from '../../scripts/lib/sitemap-entries';
import { pageRegistry } from '../../src/app/page-registry';
import arBlog from '../../src/content/ar/blog';
import enBlog from '../../src/content/en/blog';
import { pathFor } from '../../src/routes/paths';
import { routeKeys, routes } from '../../src/routes/route-table';
import { pageLinks, postLanguages } from '../../src/seo/alternates';
import { absoluteUrl } from '../../src/seo/urls';
import { postSlugs } from '../../src/content/blog/generated/slugs';
import { fixturePosts } from '../fixtures/posts';

const BUILD_DAY = '2026-11-22';

/**
 * The sitemap is written in the same build as the posts' modules, with or without the tests'
 * fixture posts (SITE_FIXTURES=1, scripts/lib/posts.ts): read the Markdown as that build did.
 */
function asTheBuildDid<T>(make: () => T): T {
  const flag = process.env.SITE_FIXTURES;
  process.env.SITE_FIXTURES = fixturePosts.some((post) => postSlugs.includes(post.slug)) ? '1' : '';
  try {
    return make();
  } finally {
    if (flag === undefined) delete process.env.SITE_FIXTURES;
    else process.env.SITE_FIXTURES = flag;
  }
}

const entries = asTheBuildDid(() => sitemapEntries(BUILD_DAY));
const urls = entries.map((entry) => entry.url);

/** Whether a post has an Arabic version: the Arabic list carries it in Arabic. */
const translated = (slug: string) => arBlog.posts.find((post) => post.slug === slug)?.lang === 'ar';

it('lists every indexed page in both languages, each post in the languages it is written in, and nothing else', () => {
  const staticRoutes = routeKeys.filter((key) => routes[key].indexed && pageRegistry[key] && key !== 'blogPost');
  const expected = [
    ...staticRoutes.flatMap((key) => [absoluteUrl(pathFor(key, 'en')), absoluteUrl(pathFor(key, 'ar'))]),
    ...enBlog.posts.flatMap(({ slug }) => [
      absoluteUrl(pathFor('blogPost', 'en', { slug })),
      ...(translated(slug) ? [absoluteUrl(pathFor('blogPost', 'ar', { slug }))] : []),
    ]),
  ];
  expect([...urls].sort()).toEqual(expected.sort());
  expect(new Set(urls).size).toBe(urls.length);
});

it('never lists a page that is not indexed', () => {
  const hidden = routeKeys.filter((key) => !routes[key].indexed);
  expect(hidden).toContain('thankYou');
  for (const key of hidden) {
    expect(urls).not.toContain(absoluteUrl(pathFor(key, 'en')));
    expect(urls).not.toContain(absoluteUrl(pathFor(key, 'ar')));
  }
});

it('gives every page its alternates in each language it is written in and x-default, each itself in the sitemap', () => {
  for (const entry of entries) {
    const post = enBlog.posts.find((p) => entry.url.endsWith(`/blog/${p.slug}`));
    const languages = post && !translated(post.slug) ? ['en'] : ['en', 'ar'];
    expect(entry.links.map((link) => link.lang)).toEqual([...languages, 'x-default']);
    const alternates = entry.links.slice(0, -1).map((link) => link.url);
    expect(entry.links.at(-1)?.url).toBe(alternates[0]);
    expect(alternates).toContain(entry.url);
    expect(urls).toEqual(expect.arrayContaining(alternates));
  }
});

describe('a post without an Arabic version', () => {
  // Synthetic: whatever the posts on disk, one post is English only and the others are not.
  const [only, ...others] = enBlog.posts.map(({ slug, date }) => ({ slug, date }));
  const synthetic = sitemapEntries(BUILD_DAY, [{ ...only!, translated: false }, ...others.map((post) => ({ ...post, translated: true }))]);
  const en = absoluteUrl(pathFor('blogPost', 'en', { slug: only!.slug }));
  const ar = absoluteUrl(pathFor('blogPost', 'ar', { slug: only!.slug }));

  it('is listed in English only, with no Arabic alternate', () => {
    expect(synthetic.map((entry) => entry.url)).toContain(en);
    expect(synthetic.map((entry) => entry.url)).not.toContain(ar);
    expect(synthetic.find((entry) => entry.url === en)?.links).toEqual([
      { lang: 'en', url: en },
      { lang: 'x-default', url: en },
    ]);
  });

  it('leaves the translated posts in both languages', () => {
    for (const { slug } of others) expect(synthetic.map((entry) => entry.url)).toContain(absoluteUrl(pathFor('blogPost', 'ar', { slug })));
  });
});

it("dates a post by its own date, every other page by the build's day", () => {
  for (const entry of entries) {
    const post = enBlog.posts.find((p) => entry.url.endsWith(`/blog/${p.slug}`));
    expect({ url: entry.url, lastmod: entry.lastmod }).toEqual({ url: entry.url, lastmod: post ? post.date : BUILD_DAY });
  }
});

describe('pageLinks', () => {
  it('gives a page written in both languages its own canonical and both alternates', () => {
    const links = pageLinks('blogPost', 'ar', { slug: 'a-post' });
    expect(links.canonical).toBe(absoluteUrl(pathFor('blogPost', 'ar', { slug: 'a-post' })));
    expect(links.alternates.map((link) => link.lang)).toEqual(['en', 'ar', 'x-default']);
    expect(links.own).toBe(true);
  });

  it("points an English-only post's Arabic page to the English page, which no alternate names", () => {
    const en = absoluteUrl(pathFor('blogPost', 'en', { slug: 'a-post' }));
    const languages = postLanguages(() => false);
    expect(languages).toEqual(['en']);
    for (const locale of ['en', 'ar'] as const) {
      const links = pageLinks('blogPost', locale, { slug: 'a-post' }, languages);
      expect(links.canonical).toBe(en);
      expect(links.alternates).toEqual([
        { lang: 'en', url: en },
        { lang: 'x-default', url: en },
      ]);
      expect(links.own).toBe(locale === 'en');
    }
  });
});
