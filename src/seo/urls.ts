import { site } from '../config/site';

/**
 * An absolute URL on the site's origin, for canonical, hreflang, share and structured-data links:
 * no trailing slash (`…/about`), but the home page is the origin with its slash (`…/`), the one
 * form a URL parser, and so the sitemap, writes it in.
 */
export const absoluteUrl = (path: string): string => {
  const url = new URL(path, `${site.origin}/`);
  return url.pathname === '/' ? url.toString() : url.toString().replace(/\/$/, '');
};
