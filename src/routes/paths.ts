import type { Locale } from '../config/site';
import { localizePath, localeFromPath, stripLocale } from '../i18n/locale';
import { routeDef, routeKeys, type RouteKey } from './route-table';

/** The path of a route in a language, with its parameters filled in. */
export function pathFor(key: RouteKey, locale: Locale, params: Record<string, string> = {}): string {
  const english = routeDef(key).path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${key} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
  return localizePath(english, locale);
}

/** A link's path without its query or hash: `/services#faq` → `/services`. */
export const pathnameOf = (href: string): string => href.split(/[?#]/, 1)[0] as string;

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  params: Record<string, string>;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i] as string;
    const actual = got[i] as string;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null; // malformed escape: no route answers it
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** The route a link or path belongs to (query and hash ignored), or null for one no route answers (not-found). */
export function matchRoute(href: string): RouteMatch | null {
  const path = pathnameOf(href);
  const locale = localeFromPath(path);
  const english = stripLocale(path);
  for (const key of routeKeys) {
    const params = matchPattern(routeDef(key).path, english);
    if (params) return { key, locale, params };
  }
  return null;
}
