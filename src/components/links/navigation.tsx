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
  /** Runs a task once the page has loaded and the browser is idle; returns a cancel function. */
  whenIdle: (task: () => void) => () => void;
}

const NavigationContext = createContext<Navigation>({
  prepare: () => Promise.resolve(),
  prefetch: () => undefined,
  whenIdle: () => () => undefined,
});

export const NavigationProvider = NavigationContext.Provider;
export const useNavigation = (): Navigation => useContext(NavigationContext);
