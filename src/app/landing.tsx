import { useEffect, useState, type FocusEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useRouter } from 'wouter';
import { useFollowLink } from '../components/links/follow-link';
import { pathnameOf } from '../routes/paths';
import { loadBehaviors, runBehaviors } from './behaviors';
import { prefetch, prefetchWhenIdle } from './prefetch';

/** Head elements every render of a page writes; a page React did not render leaves them to be removed. */
export const PRERENDERED_HEAD = 'head > title, head > meta[name="description"]';

/**
 * The page a visitor lands on, as the prerender wrote it. Its <main> stays that HTML until the
 * visitor moves to another page: its words are already on screen, so neither its component nor
 * its content is downloaded to start the app (about 4–9 KB gzip a page). What in it reacts to
 * the visitor runs without them: internal links through the handlers below, everything else
 * through the behaviours its elements name (src/app/behaviors.ts).
 */
export interface Landing {
  path: string;
  html: string;
  /** The prerendered title and description: React does not own them, so they go when the visitor leaves. */
  head: Element[];
}

export function captureLanding(path: string): Landing | undefined {
  const main = document.getElementById('main');
  if (!main) return undefined;
  // Its behaviours are fetched while the app starts, so they are in when it has.
  loadBehaviors(main);
  return { path, html: main.innerHTML, head: Array.from(document.querySelectorAll(PRERENDERED_HEAD)) };
}

/** What <main> is given while it shows the landing page's HTML. */
export interface StaticMain {
  dangerouslySetInnerHTML: { __html: string };
  onClick: (event: MouseEvent) => void;
  onPointerOver: (event: SyntheticEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onTouchStart: (event: SyntheticEvent) => void;
}

/** The internal page link the event came from, if it moves in place (not a file, not a new tab, not a download). */
function pageLinkOf(event: SyntheticEvent, inPlace: (href: string, target?: string | null) => boolean): { anchor: Element; href: string } | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download')) return undefined;
  if (/\.[a-z0-9]+$/i.test(pathnameOf(href)) || !inPlace(href, anchor.getAttribute('target'))) return undefined;
  return { anchor, href };
}

/** <main>'s props while the landing page is on screen; undefined once the visitor has moved on. */
export function useStaticMain(landing: Landing | undefined): StaticMain | undefined {
  // The path as the address bar has it, as the landing page's was taken (wouter's useLocation
  // decodes it: an escaped unknown address, on the not-found document, would never match).
  const router = useRouter();
  const [location] = router.hook(router);
  const { inPlace, follow } = useFollowLink();
  const [stayed, setStayed] = useState(landing !== undefined);
  const onLanding = stayed && landing !== undefined && pathnameOf(location) === landing.path;
  if (stayed && !onLanding) setStayed(false);

  useEffect(() => {
    if (!onLanding) return undefined;
    const main = document.getElementById('main');
    return main ? runBehaviors(main) : undefined;
  }, [onLanding]);

  useEffect(() => {
    if (!landing || onLanding) return undefined;
    // The served HTML's title and description describe the landing page (its search and share metadata: src/app/app.tsx).
    landing.head.forEach((node) => node.remove());
    // Back to it renders it from its chunks: fetch them while the visitor reads the new page.
    return prefetchWhenIdle([landing.path]);
  }, [landing, onLanding]);

  if (!onLanding || !landing) return undefined;
  const warmLink = (event: SyntheticEvent) => {
    const link = pageLinkOf(event, inPlace);
    if (link) void prefetch(link.href);
  };
  return {
    dangerouslySetInnerHTML: { __html: landing.html },
    onClick: (event) => {
      const link = pageLinkOf(event, inPlace);
      if (link) follow(event, link.href, link.anchor);
    },
    onPointerOver: warmLink,
    onFocus: warmLink,
    onTouchStart: warmLink,
  };
}
