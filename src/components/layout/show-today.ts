import { isPrerendering } from '../../config/runtime';
import type { Locale } from '../../config/site';
import { formatDate } from '../../i18n/dates';
import { isoDate } from '../../i18n/format';
import type { Behavior } from '../behaviors/behavior';

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
