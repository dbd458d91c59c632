import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../../content/ui/locale-context';
import { localeFromPath } from '../../i18n/locale';
import { pathnameOf } from '../../routes/paths';
import { arrive } from '../layout/page-arrival';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

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

/**
 * How an internal link behaves with JavaScript. `inPlace`: whether it moves in place (a link into
 * this language's pages that opens here; one into the other language, or that opens elsewhere,
 * is the browser's own). `follow`: what wouter's `Link` does on a plain click, for a link React
 * does not render (the landing page's, src/app/landing.tsx): it moves with wouter's `navigate`,
 * which the router's `aroundNav` (src/app/app.tsx) makes wait for the page's chunks.
 */
export function useFollowLink() {
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  return {
    inPlace: (href: string, target?: string | null) => !target && localeFromPath(pathnameOf(href)) === locale,
    follow: (event: MouseEvent, href: string, link: Element) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      leaveBy(link);
      navigate(href);
    },
  };
}

/** After an in-place navigation: to the anchor the link names, or to the top of the new page; then tell the visitor. */
export function settle(href: string): void {
  const hash = href.split('#')[1];
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  arrive(anchor);
}
