/**
 * The sitemap held against the route table and the posts. Build code: it runs in Node.
 * @jest-environment node
 */
import { sitemapEntries } from '../../scripts/lib/sitemap-entries';
import { pageRegistry } from '../../src/app/page-registry';
import enBlog from '../../src/content/en/blog';
import { pathFor } from '../../src/routes/paths';
import { routeKeys, routes } from '../../src/routes/route-table';
import { absoluteUrl } from '../../src/seo/urls';

const BUILD_DAY = '2026-11-22';
const entries = sitemapEntries(BUILD_DAY);
const urls = entries.map((entry) => entry.url);

it('lists every indexed page in both languages, each post included, and nothing else', () => {
  const staticRoutes = routeKeys.filter((key) => routes[key].indexed && pageRegistry[key] && key !== 'blogPost');
  const expected = [
    ...staticRoutes.flatMap((key) => [absoluteUrl(pathFor(key, 'en')), absoluteUrl(pathFor(key, 'ar'))]),
    ...enBlog.posts.flatMap(({ slug }) => [absoluteUrl(pathFor('blogPost', 'en', { slug })), absoluteUrl(pathFor('blogPost', 'ar', { slug }))]),
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

it('gives every page its English, Arabic and x-default alternates, each itself in the sitemap', () => {
  for (const entry of entries) {
    expect(entry.links.map((link) => link.lang)).toEqual(['en', 'ar', 'x-default']);
    const [en, ar, fallback] = entry.links.map((link) => link.url);
    expect(fallback).toBe(en);
    expect([en, ar]).toContain(entry.url);
    expect(urls).toEqual(expect.arrayContaining([en, ar]));
  }
});

it("dates a post by its own date, every other page by the build's day", () => {
  for (const entry of entries) {
    const post = enBlog.posts.find((p) => entry.url.endsWith(`/blog/${p.slug}`));
    expect({ url: entry.url, lastmod: entry.lastmod }).toEqual({ url: entry.url, lastmod: post ? post.date : BUILD_DAY });
  }
});
