import { useSyncExternalStore } from 'react';
import { isPrerendering } from '../../config/runtime';
import { isoDate } from '../../i18n/format';

const subscribe = () => () => {};
const buildDay = () => __BUILD_DATE__;
// The prerender writes the build's day, whatever the clock says by the time it runs.
const visitorsDay = () => (isPrerendering() ? __BUILD_DATE__ : isoDate(new Date()));

/**
 * Today, as `YYYY-MM-DD`. The prerendered page carries the build's day;
 * hydration starts from that same value (no mismatch), then React swaps in
 * the visitor's own day.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, visitorsDay, buildDay);
}

export const useCurrentYear = (): number => Number(useToday().slice(0, 4));
