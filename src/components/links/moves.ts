import { localeFromPath } from '../../i18n/locale';
import { movesInPlace } from '../../routes/link-moves';
import { moveStore } from '../../state/move-store';
import { arrive } from '../layout/page-arrival';

/**
 * What a move within the site does around the page it shows, without React: the page landed on
 * (src/app/landing.ts) and the app's links (./app-link.tsx, src/app/app.tsx) share it. Which links
 * move in place is decided in one place, for both: src/routes/link-moves.ts.
 */

/** The internal page link an event came from, if it moves in place from this page (src/routes/link-moves.ts decides). */
export function pageLinkOf(target: EventTarget | null): { anchor: HTMLAnchorElement; href: string } | undefined {
  const anchor = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href) return undefined;
  const link = { href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') };
  return movesInPlace(link, localeFromPath(location.pathname)) ? { anchor, href } : undefined;
}

/** The link the visitor has just followed, for `depart`. */
export function leaveBy(link: Element): void {
  moveStore.setState({ followed: link });
}

/**
 * Where the visitor leaves this page, and by which link, written into its history entry just
 * before the move (not at the click: a move whose page cannot be fetched never leaves): the way
 * back returns to both (src/app/page-outlet.tsx).
 */
export function depart(): void {
  history.replaceState({ y: window.scrollY, link: Array.prototype.indexOf.call(document.links, moveStore.getState().followed) }, '');
  moveStore.setState({ followed: undefined });
}

/** After an in-place navigation: to the anchor the link names, or to the top of the new page; then tell the visitor. */
export function settle(href: string): void {
  const hash = href.split('#')[1];
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  arrive(anchor);
}
