import type { Locale } from '../config/site';
import { locales } from '../i18n/locale';
import { pathFor } from '../routes/paths';
import { routeKeys, type RouteKey } from '../routes/route-table';
import { pageRegistry } from './page-registry';
import { postSlugs } from '../content/blog/generated/slugs';

export interface BuiltPage {
  key: RouteKey;
  locale: Locale;
  params: Record<string, string>;
  path: string;
}

/**
 * For a route with parameters, every set of values that has a page. Any other
 * value gets the page's own not-found state, with no file behind it (HTTP 404).
 * Kept here rather than in the registry: only the build needs the list.
 */
const staticParams: Partial<Record<RouteKey, () => Record<string, string>[]>> = {
  blogPost: () => postSlugs.map((slug) => ({ slug })),
};

/** Every page that exists, in both languages: what the prerender writes and the browser tests visit. */
export function builtPages(): BuiltPage[] {
  return routeKeys.flatMap((key) => {
    if (!pageRegistry[key]) return [];
    const paramSets = staticParams[key]?.() ?? [{}];
    return locales.flatMap((locale) => paramSets.map((params) => ({ key, locale, params, path: pathFor(key, locale, params) })));
  });
}
