import { createContext, useContext } from 'react';
import { useBrowserLocation } from 'wouter/use-browser-location';

/** The current path and a way to move to another: the address bar's, or a test's memory location. */
export type LocationHook = () => [string, (to: string) => void];

/**
 * wouter's browser location behind a context of our own, instead of its `<Router>`: the site
 * matches routes with its own table (src/routes/paths.ts), so the router's matcher, base paths
 * and nested-route machinery would be ~0.9 KB of every page's start for nothing.
 */
const LocationContext = createContext<LocationHook>(useBrowserLocation);

export const LocationProvider = LocationContext.Provider;

/** `[path, navigate]`, like wouter's `useLocation`. */
export function useLocation(): [string, (to: string) => void] {
  const hook = useContext(LocationContext);
  return hook();
}
