/**
 * wouter imports `use-sync-external-store/shim`, a polyfill for React < 18.
 * React 19 has the hook itself; this hands wouter React's own and drops the
 * polyfill from every page.
 */
export { useSyncExternalStore } from 'react';
