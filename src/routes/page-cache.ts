import type { ComponentType } from 'react';
import type { Locale } from '../config/site';
import { matchRoute } from './paths';
import { routeDef, type PageProps, type RouteKey } from './route-table';

export interface LoadedPage {
  Component: ComponentType<PageProps<unknown>>;
  content: unknown;
}

export type NotFoundComponent = ComponentType<{ path: string }>;

const loaded = new Map<string, LoadedPage>();
const pending = new Map<string, Promise<LoadedPage | null>>();

const cacheKey = (key: RouteKey, locale: Locale) => `${key}:${locale}`;

/**
 * Fetches a page's component and its content for one language (two chunks,
 * in parallel). Resolves null for a route whose page is not built.
 */
export function loadPage(key: RouteKey, locale: Locale): Promise<LoadedPage | null> {
  const id = cacheKey(key, locale);
  const known = pending.get(id);
  if (known) return known;
  const page = routeDef(key).page;
  const promise = page
    ? Promise.all([page.component(), page.content[locale]()]).then(([component, content]) => {
        const result: LoadedPage = {
          Component: component.default as ComponentType<PageProps<unknown>>,
          content: content.default,
        };
        loaded.set(id, result);
        return result;
      })
    : Promise.resolve(null);
  pending.set(id, promise);
  return promise;
}

/** The page if it has already loaded: lets hydration render synchronously. */
export function loadedPage(key: RouteKey, locale: Locale): LoadedPage | undefined {
  return loaded.get(cacheKey(key, locale));
}

// Most visits never need the not-found page, so it is a chunk of its own.
let notFound: NotFoundComponent | undefined;
let notFoundPending: Promise<NotFoundComponent> | undefined;

export function loadNotFoundPage(): Promise<NotFoundComponent> {
  notFoundPending ??= import(/* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page').then(
    (module) => (notFound = module.NotFoundPage),
  );
  return notFoundPending;
}

export const loadedNotFoundPage = (): NotFoundComponent | undefined => notFound;

/** Loads whatever `path` will render, so showing it never passes through a loading state. */
export async function preparePath(path: string): Promise<void> {
  const match = matchRoute(path);
  const page = match ? await loadPage(match.key, match.locale) : null;
  if (!page) await loadNotFoundPage();
}
