import type { Locale } from '../config/site';

export type { Locale };
export const locales: readonly Locale[] = ['en', 'ar'];

const AR_PREFIX = '/ar';

export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The attributes that mark text written in `text` inside a page in `page`
 * (an English post on an Arabic page): its language and direction, or
 * nothing when the two agree.
 */
export const foreignText = (text: Locale, page: Locale): { lang?: Locale; dir?: 'ltr' | 'rtl' } =>
  text === page ? {} : { lang: text, dir: directionOf(text) };

/** Arabic whenever the path is `/ar` or starts with `/ar/`; English otherwise. */
export function localeFromPath(path: string): Locale {
  return path === AR_PREFIX || path.startsWith(`${AR_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: `/ar/about` → `/about`, `/ar` → `/`. */
export function stripLocale(path: string): string {
  if (localeFromPath(path) === 'en') return path;
  const rest = path.slice(AR_PREFIX.length);
  return rest === '' ? '/' : rest;
}

/** An English path as it reads in `locale`: `/about` → `/ar/about`, `/` → `/ar`. */
export function localizePath(englishPath: string, locale: Locale): string {
  if (locale === 'en') return englishPath;
  return englishPath === '/' ? AR_PREFIX : `${AR_PREFIX}${englishPath}`;
}

/**
 * Where the EN/AR switch leads from `path`: always a path of this site. A not-found page shows
 * whatever address was asked for, and `/ar//evil.com` without its prefix would be `//evil.com`,
 * another site: runs of slashes (and backslashes, which browsers read as slashes) become one.
 */
export function switchLocalePath(path: string, target: Locale): string {
  return localizePath(stripLocale(path.replace(/[/\\]+/g, '/')), target);
}
