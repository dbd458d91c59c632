import type { Locale } from '../config/site';
import { locales } from '../i18n/locale';
import { pathFor } from '../routes/paths';
import { routeKeys, type RouteKey } from '../routes/route-table';
import { pageRegistry } from './page-registry';

export interface BuiltPage {
  key: RouteKey;
  locale: Locale;
  path: string;
}

/** Every page that exists, in both languages: what the prerender writes and the browser tests visit. */
export function builtPages(): BuiltPage[] {
  return routeKeys.flatMap((key) => {
    const page = pageRegistry[key];
    if (!page) return [];
    const paramSets = page.staticParams?.() ?? [{}];
    return locales.flatMap((locale) => paramSets.map((params) => ({ key, locale, path: pathFor(key, locale, params) })));
  });
}
