import type { ComponentType } from 'react';
import type { Locale } from '../config/site';
import type { Content as NotFoundContent } from '../content/schema/not-found';
import type { PageProps } from '../routes/page-types';
import { matchRoute, pathnameOf } from '../routes/paths';
import type { RouteKey } from '../routes/route-table';
import { localeFromPath } from '../i18n/locale';
import { prepareStyles } from '../styles/direction';
import { notFoundWords, pageRegistry } from './page-registry';

export interface LoadedPage {
  Component: ComponentType<PageProps<unknown>>;
  content: unknown;
}

export interface LoadedNotFound {
  Component: ComponentType<{ path: string; content: NotFoundContent }>;
  content: NotFoundContent;
}

const loaded = new Map<string, LoadedPage>();
const pending = new Map<string, Promise<LoadedPage>>();

const cacheKey = (key: RouteKey, locale: Locale, params: Record<string, string>) => `${key}:${locale}:${JSON.stringify(params)}`;

/**
 * Fetches a page's component and its content for one language and its
 * parameters (chunks fetched in parallel). A failed fetch is forgotten, so
 * the next attempt asks the network again.
 */
export function loadPage(key: RouteKey, locale: Locale, params: Record<string, string>): Promise<LoadedPage> {
  const id = cacheKey(key, locale, params);
  const known = pending.get(id);
  if (known) return known;
  const page = pageRegistry[key];
  const promise = Promise.all([page.component().then(async (module) => (await module.needs?.(), module)), page.content(locale, params)]).then(([component, content]) => {
    const result: LoadedPage = { Component: component.default as ComponentType<PageProps<unknown>>, content };
    loaded.set(id, result);
    return result;
  });
  pending.set(id, promise);
  promise.catch(() => pending.delete(id));
  return promise;
}

/** The page if it has already loaded: lets a move render it at once. */
export function loadedPage(key: RouteKey, locale: Locale, params: Record<string, string>): LoadedPage | undefined {
  return loaded.get(cacheKey(key, locale, params));
}

// Most visits never need the not-found page: its component and its words are chunks of their own.
const notFound: Partial<Record<Locale, LoadedNotFound>> = {};
const notFoundPending: Partial<Record<Locale, Promise<LoadedNotFound>>> = {};

export function loadNotFoundPage(locale: Locale): Promise<LoadedNotFound> {
  notFoundPending[locale] ??= Promise.all([
    import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page'),
    notFoundWords<NotFoundContent>(locale),
  ]).then(
    ([module, content]) => (notFound[locale] = { Component: module.NotFoundPage, content: content.default }),
    (error: unknown) => {
      delete notFoundPending[locale];
      throw error;
    },
  );
  return notFoundPending[locale];
}

export const loadedNotFoundPage = (locale: Locale): LoadedNotFound | undefined => notFound[locale];

/** Sent on the window once every loaded page has its new words (development only, below). */
export const PAGES_RELOADED = 'pages-reloaded';

// Development only (`npm start`): scripts/dev.ts rewrites the words' modules as their files change.
// Here the update stops: every page loaded in this visit takes its words again, its entry replaced
// only once they are in, and start.tsx renders them in place, the app's state kept. A production
// build leaves this out whole: the condition is false there.
if (process.env.NODE_ENV === 'development' && module.hot) {
  const reload = async () => {
    await Promise.all(
      [...loaded.keys()].map((id) => {
        const [, key, locale, params] = /^([^:]+):([^:]+):(.*)$/.exec(id) ?? [];
        pending.delete(id);
        return loadPage(key as RouteKey, locale as Locale, JSON.parse(params ?? '{}') as Record<string, string>).catch(() => undefined);
      }),
    );
    await Promise.all(
      (Object.keys(notFound) as Locale[]).map((locale) => {
        delete notFoundPending[locale];
        return loadNotFoundPage(locale).catch(() => undefined);
      }),
    );
    dispatchEvent(new Event(PAGES_RELOADED));
  };
  module.hot.accept('./page-registry', () => void reload());
}

/**
 * Loads whatever `href` will render, and what its styles need, so showing it never passes through
 * a loading state. Without React itself, so that the page landed on can fetch a page ahead as the
 * visitor points at its link, beside the app (src/app/landing.ts).
 */
export async function preparePath(href: string): Promise<void> {
  const locale = localeFromPath(pathnameOf(href));
  const match = matchRoute(href);
  await Promise.all([match ? loadPage(match.key, locale, match.params) : loadNotFoundPage(locale), prepareStyles(locale)]);
}
