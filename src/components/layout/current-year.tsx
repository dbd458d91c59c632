import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The prerendered page carries the build year; hydration starts from that same
 * value (no mismatch), then React swaps in the visitor's own year.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => __BUILD_YEAR__);
  return <>{String(year)}</>;
}
