import type { ComponentType } from 'react';
import type { Locale } from '../config/site';
import type { RouteKey } from './route-table';

/** Where a page is: its route, language, parameters and its own path (no query or hash). */
export interface PageLocation {
  route: RouteKey;
  locale: Locale;
  params: Record<string, string>;
  /** The page's address on this site, e.g. `/ar/services`: also its canonical address. */
  path: string;
}

/** What every page component receives. */
export interface PageProps<C> extends PageLocation {
  content: C;
}

export interface PageModules<C> {
  /**
   * The page's template. Its module may name, as `needs`, the chunks its parts fetch once drawn (the
   * contact form's error messages): they are fetched with it, so a click after pointing waits for nothing.
   */
  component: () => Promise<{ default: ComponentType<PageProps<C>>; needs?: () => Promise<unknown> }>;
  /**
   * The page's words for a language and its parameters, from chunks of their
   * own: a static page has one per language; a post page adds one per post.
   */
  content: (locale: Locale, params: Record<string, string>) => Promise<C>;
}

/**
 * The content type is checked in definePage, where component and content
 * meet, then erased so pages of different shapes share one registry. (`any`
 * rather than `unknown`: component props are contravariant.)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPage = PageModules<any>;
export const definePage = <C>(modules: PageModules<C>): AnyPage => modules;
