import { createContext, useContext } from 'react';

/**
 * How a link gets its target ready before showing it. The app provides the
 * real loader (src/app/page-cache.ts); components only know this shape, so
 * imports keep flowing one way: components never reach into the app.
 */
export interface Navigation {
  /** Resolves when everything `href` renders has loaded; rejects when a chunk cannot be fetched. */
  prepare: (href: string) => Promise<void>;
}

const NavigationContext = createContext<Navigation>({ prepare: () => Promise.resolve() });

export const NavigationProvider = NavigationContext.Provider;
export const useNavigation = (): Navigation => useContext(NavigationContext);
