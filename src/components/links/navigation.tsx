import { createContext, useContext } from 'react';

/**
 * How a link gets its target ready before showing it. The app provides the
 * real loader (src/app/page-cache.ts); components only know this shape, so
 * imports keep flowing one way: components never reach into the app.
 */
export interface Navigation {
  /** Resolves when everything `href` renders has loaded; rejects when a chunk cannot be fetched. */
  prepare: (href: string) => Promise<void>;
  /** Starts loading `href` ahead of a likely click (a hover, a focus, a touch); never fails. */
  prefetch: (href: string) => void;
  /** Loads these pages one by one while the browser is idle, after the page has loaded; returns a cancel function. */
  prefetchWhenIdle: (hrefs: string[]) => () => void;
}

const NavigationContext = createContext<Navigation>({
  prepare: () => Promise.resolve(),
  prefetch: () => undefined,
  prefetchWhenIdle: () => () => undefined,
});

export const NavigationProvider = NavigationContext.Provider;
export const useNavigation = (): Navigation => useContext(NavigationContext);
