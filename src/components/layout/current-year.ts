import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The prerendered page carries the build year; hydration starts from that same
 * value (no mismatch), then React swaps in the visitor's own year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}
