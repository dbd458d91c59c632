import { useEffect, useState, type FocusEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { useFollowLink } from '../components/links/follow-link';
import { useLocation } from '../components/links/location';
import { pathnameOf } from '../routes/paths';
import { runBehaviors } from './behaviors';
import { prefetchWhenIdle } from './prefetch';

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
  return main ? { path, html: main.innerHTML, head: Array.from(document.querySelectorAll(PRERENDERED_HEAD)) } : undefined;
}

/** What <main> is given while it shows the landing page's HTML. */
export interface StaticMain {
  dangerouslySetInnerHTML: { __html: string };
  onClick: (event: MouseEvent) => void;
  onPointerOver: (event: SyntheticEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onTouchStart: (event: SyntheticEvent) => void;
}

/** The href of an internal page link the event came from (not a file, not a new tab, not a download). */
function pageLinkOf(event: SyntheticEvent): string | undefined {
  const anchor = (event.target as Element).closest?.('a[href]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.hasAttribute('download')) return undefined;
  return /\.[a-z0-9]+$/i.test(pathnameOf(href)) ? undefined : href;
}

/** <main>'s props while the landing page is on screen; undefined once the visitor has moved on. */
export function useStaticMain(landing: Landing | undefined): StaticMain | undefined {
  const [location] = useLocation();
  const { inPlace, warm, follow } = useFollowLink();
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
    // The served HTML's title, description, search and share metadata describe the landing page.
    landing.head.forEach((node) => node.remove());
    document.head.querySelectorAll('[data-seo]').forEach((node) => node.remove());
    // Back to it renders it from its chunks: fetch them while the visitor reads the new page.
    return prefetchWhenIdle([landing.path]);
  }, [landing, onLanding]);

  if (!onLanding || !landing) return undefined;
  const warmLink = (event: SyntheticEvent) => {
    const href = pageLinkOf(event);
    if (href && inPlace(href, (event.target as Element).closest('a')?.target)) warm(href);
  };
  return {
    dangerouslySetInnerHTML: { __html: landing.html },
    onClick: (event) => {
      const href = pageLinkOf(event);
      if (href && inPlace(href, (event.target as Element).closest('a')?.target)) follow(event, href);
    },
    onPointerOver: warmLink,
    onFocus: warmLink,
    onTouchStart: warmLink,
  };
}
