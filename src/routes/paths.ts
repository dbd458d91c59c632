import type { Locale } from '../config/site';
import { localizePath, localeFromPath, locales } from '../i18n/locale';
import { parse } from './route-pattern';
import { routeDef, routeKeys, type RouteKey } from './route-table';

export { parse as parsePattern };

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

/** A route's pattern in a language: `/ar/blog/:slug`. */
const routePattern = (key: RouteKey, locale: Locale): string => localizePath(routeDef(key).path, locale);

export interface RouteMatcher {
  key: RouteKey;
  /** The route's pattern in one language, compiled: parameters are named groups. */
  pattern: RegExp;
}

/**
 * The route table compiled once, in each language, in the table's order: what the app's `<Switch>`
 * (src/app/page-outlet.tsx), `matchRoute` below and the not-found document (scripts/lib/
 * not-found-document.ts) match addresses with.
 */
export const routeMatchers = Object.fromEntries(
  locales.map((locale) => [locale, routeKeys.map((key) => ({ key, pattern: parse(routePattern(key, locale)).pattern }))]),
) as Record<Locale, RouteMatcher[]>;

/** The compiled pattern of a route in a language. */
export const routeMatcher = (key: RouteKey, locale: Locale): RegExp =>
  (routeMatchers[locale].find((matcher) => matcher.key === key) as RouteMatcher).pattern;

const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // valid escapes that are not UTF-8: no page has such a parameter
  }
};

/**
 * A match's named parameters, decoded, without the positional copies wouter adds. Routes match
 * the path as the address bar has it (`<Switch location>`, src/app/page-outlet.tsx), so a
 * malformed escape never reaches a page: the parser refuses it.
 */
export const namedParams = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter((entry): entry is [string, string] => !/^\d+$/.test(entry[0]) && entry[1] !== undefined)
      .map(([key, value]) => [key, decoded(value)]),
  );

export interface RouteMatch {
  key: RouteKey;
  locale: Locale;
  params: Record<string, string>;
}

/**
 * The route a link or path belongs to (query and hash ignored), or null for one no route answers
 * (not-found): the first of the language's matchers, as the app's `<Switch>` picks
 * (src/app/page-outlet.tsx), for what runs before a page renders (loading its chunks) or outside it.
 */
export function matchRoute(href: string): RouteMatch | null {
  const path = pathnameOf(href);
  const locale = localeFromPath(path);
  for (const { key, pattern } of routeMatchers[locale]) {
    const found = pattern.exec(path);
    if (found) return { key, locale, params: namedParams(found.groups ?? {}) };
  }
  return null;
}
