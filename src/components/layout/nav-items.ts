import type { RouteKey } from '../../routes/route-table';
import type { UiStrings } from '../../content/types/ui';

export type NavKey = RouteKey & keyof UiStrings['nav'];

/**
 * The site's main pages, in order: the header's navigation, and the footer's. `legal` items live in
 * the menu panel and the footer, not the desktop bar; in the bar the booking button stands for the
 * `button` item, so the bar does not link the same page twice side by side (and has the room to hold
 * its links on one line down to 1024 px).
 */
export const headerNav: { key: NavKey; legal?: true; button?: true }[] = [
  { key: 'home' },
  { key: 'about' },
  { key: 'founder' },
  { key: 'services' },
  { key: 'booking', button: true },
  { key: 'blog' },
  { key: 'contact' },
  { key: 'privacy', legal: true },
  { key: 'terms', legal: true },
];

/** The footer's two lists, from the same pages. */
export const footerExplore: NavKey[] = headerNav.filter((item) => !item.legal).map((item) => item.key);
export const footerLegal: NavKey[] = headerNav.filter((item) => item.legal).map((item) => item.key);

/** A nav item is current on its own path and, except home, on the pages below it. */
export function isActivePath(target: string, current: string): boolean {
  if (current === target) return true;
  const isHome = target === '/' || target === '/ar';
  return !isHome && current.startsWith(`${target}/`);
}
