import { isPrerendering } from '../../config/runtime';
import { isoDate } from '../../i18n/format';

/**
 * Today, as `YYYY-MM-DD`: the build's day in the prerender (whatever the clock says by the time it
 * runs), the visitor's own once the app renders a page. The page landed on keeps the build's, as
 * React does not run there; a `<time>` that must say today is the `today` behaviour's
 * (./show-today.ts).
 */
export const today = (): string => (isPrerendering() ? __BUILD_DATE__ : isoDate(new Date()));

export const currentYear = (): number => Number(today().slice(0, 4));
