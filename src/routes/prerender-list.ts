import type { Locale } from '../config/site';
import { locales } from '../i18n/locale';
import { pathFor } from './paths';
import { routeDef, routeKeys, type RouteKey } from './route-table';

export interface BuiltPage {
  key: RouteKey;
  locale: Locale;
  path: string;
}

/** Every page that exists, in both languages: what the prerender writes and the browser tests visit. */
export function builtPages(): BuiltPage[] {
  return routeKeys.flatMap((key) => {
    const def = routeDef(key);
    if (!def.page) return [];
    const paramSets = def.page.staticParams?.() ?? [{}];
    return locales.flatMap((locale) => paramSets.map((params) => ({ key, locale, path: pathFor(key, locale, params) })));
  });
}
