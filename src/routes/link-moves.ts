import type { Locale } from '../config/site';
import { localeFromPath } from '../i18n/locale';
import { matchRoute, pathnameOf } from './paths';

/**
 * What a link does, decided in one place for the page landed on (src/components/links/moves.ts,
 * `pageLinkOf`) and the app's links (src/components/links/app-link.tsx): it moves in place, or
 * it is the browser's own.
 */

/** A link as the decision needs it: its `href` as written, its `target` and whether it has `download`. */
export interface LinkFacts {
  href: string;
  target?: string | null;
  download?: boolean;
}

/** A path that names a file (`/feed.xml`, `/guide.pdf`): the server's, even where a route's pattern would take it. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * Whether a link moves in place from a page in `locale`: to a page of the app (a route of the
 * table), in the same language, opening here. The browser keeps the rest: another site (`https:`,
 * `//host`), another scheme (`mailto:`, `tel:`), an anchor in this page, a download or a file, a
 * new window, the other language (its interface words are another chunk), and an address of this
 * site that no route answers (the editor at /admin, a missing page: the server answers those).
 */
export function movesInPlace({ href, target, download }: LinkFacts, locale: Locale): boolean {
  if (download || (target && target !== '_self')) return false;
  // A path of this site: one slash, then not another (nor a backslash, which browsers read as one).
  if (!/^\/(?![/\\])/.test(href)) return false;
  const path = pathnameOf(href);
  return !FILE.test(path) && localeFromPath(path) === locale && matchRoute(path) !== null;
}

/** A click that opens the link here: the main button, no key held for a new tab or window. */
export const isPlainClick = (event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
