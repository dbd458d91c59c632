import { builtPages } from '../../src/app/prerender-list';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import { routeDef } from '../../src/routes/route-table';
import { absoluteUrl } from '../../src/seo/urls';
import { readPosts } from './posts';

/** Where the sitemap is served; robots.txt names it. */
export const SITEMAP_PATH = '/sitemap.xml';

export interface SitemapEntry {
  url: string;
  /** YYYY-MM-DD: a post's date, the build's day for every other page. */
  lastmod: string;
  /** The page in each language, and x-default (English), as hreflang alternates. */
  links: { lang: string; url: string }[];
}

/** Every indexed page that exists, in both languages: what sitemap.xml lists. */
export function sitemapEntries(buildDate: string): SitemapEntry[] {
  const postDates = new Map(readPosts().map((post) => [post.slug, post.en.date]));
  return builtPages()
    .filter(({ key }) => routeDef(key).indexed)
    .map(({ key, params, path }) => {
      const alternate = (locale: (typeof locales)[number]) => absoluteUrl(pathFor(key, locale, params));
      return {
        url: absoluteUrl(path),
        lastmod: (key === 'blogPost' && params.slug && postDates.get(params.slug)) || buildDate,
        links: [...locales.map((lang) => ({ lang, url: alternate(lang) })), { lang: 'x-default', url: alternate('en') }],
      };
    });
}
