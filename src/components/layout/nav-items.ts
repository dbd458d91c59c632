import { menuKeys, routeDef, type MenuKey } from '../../routes/route-table';

export type NavKey = MenuKey;

/** In the desktop bar the booking button stands for this item. */
const buttonKey: NavKey = 'booking';

/**
 * The site's main pages, in the route table's order: the header's navigation, and the footer's.
 * `legal` items live in the menu panel and the footer, not the desktop bar; in the bar the booking
 * button stands for the `button` item, so the bar does not link the same page twice side by side
 * (and has the room to hold its links on one line down to 1024 px).
 */
export const headerNav: { key: NavKey; legal?: true; button?: true }[] = menuKeys.map((key) => ({
  key,
  ...(routeDef(key).menu === 'legal' ? { legal: true as const } : {}),
  ...(key === buttonKey ? { button: true as const } : {}),
}));

/** The footer's two lists, from the same pages. */
export const footerExplore: NavKey[] = headerNav.filter((item) => !item.legal).map((item) => item.key);
export const footerLegal: NavKey[] = headerNav.filter((item) => item.legal).map((item) => item.key);

/** A nav item is current on its own path and, except home, on the pages below it. */
export function isActivePath(target: string, current: string): boolean {
  if (current === target) return true;
  const isHome = target === '/' || target === '/ar';
  return !isHome && current.startsWith(`${target}/`);
}
