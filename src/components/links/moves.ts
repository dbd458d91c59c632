import type { Locale } from '../../config/site';
import { localeFromPath } from '../../i18n/locale';
import { pathnameOf } from '../../routes/paths';
import { arrive } from '../layout/page-arrival';

/**
 * What a move within the site does around the page it shows, without React: the page landed on
 * (src/app/landing.ts) and the app's links (./app-link.tsx, src/app/app.tsx) share it.
 */

/** A click that opens the link here: the main button, no key held for a new tab or window. */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Whether a link moves in place: into this language's pages, opening here. One into the other language, or that opens elsewhere, is the browser's own. */
export const movesInPlace = (href: string, target: string | null | undefined, locale: Locale): boolean =>
  !target && localeFromPath(pathnameOf(href)) === locale;

/** The internal page link an event came from, if it moves in place from this page (not a file, not a download, not elsewhere). */
export function pageLinkOf(target: EventTarget | null): { anchor: HTMLAnchorElement; href: string } | undefined {
  const anchor = (target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download')) return undefined;
  if (/\.[a-z0-9]+$/i.test(pathnameOf(href)) || !movesInPlace(href, anchor.getAttribute('target'), localeFromPath(location.pathname))) return undefined;
  return { anchor, href };
}

let followed: Element | undefined;

/** The link the visitor has just followed, for `depart`. */
export function leaveBy(link: Element): void {
  followed = link;
}

/**
 * Where the visitor leaves this page, and by which link, written into its history entry just
 * before the move (not at the click: a move whose page cannot be fetched never leaves): the way
 * back returns to both (src/app/page-outlet.tsx).
 */
export function depart(): void {
  history.replaceState({ y: window.scrollY, link: Array.prototype.indexOf.call(document.links, followed) }, '');
  followed = undefined;
}

/** After an in-place navigation: to the anchor the link names, or to the top of the new page; then tell the visitor. */
export function settle(href: string): void {
  const hash = href.split('#')[1];
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  arrive(anchor);
}
