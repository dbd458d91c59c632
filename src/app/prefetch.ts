import { isPrerendering } from '../config/runtime';
import { preparePath } from './page-cache';
import { savingData } from './saving-data';

/**
 * Starts fetching what `href` renders, so a click shows it at once. The page
 * cache shares one request per chunk between a prefetch and a click, so
 * nothing is fetched twice; a failed prefetch is forgotten, and the click
 * tries again.
 */
export function prefetch(href: string): Promise<void> {
  // And the page being left, as the visitor points at a link: the one landed on is its prerendered
  // HTML, and once the visitor has moved on, Back renders it from its chunks. Fetched now, nothing
  // is fetched after the click; any other page's chunks are already loaded, so this asks for nothing.
  return Promise.all([fetchAhead(href), fetchAhead(location.pathname)]).then(() => undefined);
}

function fetchAhead(href: string): Promise<void> {
  // The prerender snapshots what a page loaded: it must not record the pages it might lead to.
  if (isPrerendering() || savingData()) return Promise.resolve();
  return preparePath(href).catch(() => undefined);
}

/**
 * Prefetches pages one at a time, each in its own idle period, so parsing
 * them never adds up to a long task while the visitor reads; then `done`.
 */
export function prefetchWhenIdle(hrefs: string[], done?: () => void): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (rest: string[]) => {
    const [href, ...after] = rest;
    if (stopped) return;
    if (href === undefined) return void done?.();
    cancel = whenIdle(() => void fetchAhead(href).then(() => next(after)));
  };
  next(hrefs);
  return () => {
    stopped = true;
    cancel();
  };
}

/** Runs `task` once the page has loaded and the browser has nothing better to do. */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => cancelled || task(), { timeout: 4000 });
    else setTimeout(() => cancelled || task(), 200);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}
