import { createContext, useContext } from 'react';

/**
 * How a link fetches its target ahead of a likely click. The app provides the real prefetcher
 * (src/app/prefetch.ts); components only know this shape, so imports keep flowing one way:
 * components never reach into the app.
 */
export interface Navigation {
  /** Starts loading `href` ahead of a likely click (a hover, a focus, a touch); never fails. */
  prefetch: (href: string) => void;
}

const NavigationContext = createContext<Navigation>({ prefetch: () => undefined });

export const NavigationProvider = NavigationContext.Provider;
export const useNavigation = (): Navigation => useContext(NavigationContext);
