import { builtPages } from '../../src/app/prerender-list';
import { locales } from '../../src/i18n/locale';
import { routeDef } from '../../src/routes/route-table';
import { pageLinks, postLanguages } from '../../src/seo/alternates';
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

/** What the sitemap needs of a post: its date and whether it has an Arabic version. */
export interface SitemapPost {
  slug: string;
  date: string;
  translated: boolean;
}

/**
 * Every indexed page that exists, in each language its content is written in: what sitemap.xml
 * lists. A post without an Arabic version is listed in English only (src/seo/alternates.ts).
 */
export function sitemapEntries(buildDate: string, posts: SitemapPost[] = sourcePosts()): SitemapEntry[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return builtPages()
    .filter(({ key }) => routeDef(key).indexed)
    .flatMap(({ key, locale, params, path }) => {
      const post = key === 'blogPost' ? bySlug.get(params.slug ?? '') : undefined;
      const languages = post ? postLanguages(() => post.translated) : locales;
      const links = pageLinks(key, locale, params, languages);
      if (!links.own) return [];
      return [{ url: absoluteUrl(path), lastmod: post?.date ?? buildDate, links: links.alternates }];
    });
}

const sourcePosts = (): SitemapPost[] => readPosts().map((post) => ({ slug: post.slug, date: post.en.date, translated: Boolean(post.ar) }));
