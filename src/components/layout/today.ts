import { useSyncExternalStore } from 'react';
import { isPrerendering } from '../../config/runtime';
import type { Locale } from '../../config/site';
import { formatDate } from '../../i18n/dates';
import { isoDate } from '../../i18n/format';
import type { Behavior } from '../behaviors/behavior';

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

/**
 * A `<time>` that shows today: the prerendered page carries the build's day, and this swaps
 * in the visitor's own, in the language of the page.
 */
export const showToday: Behavior = (time) => {
  if (!(time instanceof HTMLTimeElement) || isPrerendering()) return;
  const day = isoDate(new Date());
  time.dateTime = day;
  time.textContent = formatDate(day, document.documentElement.lang as Locale);
};
