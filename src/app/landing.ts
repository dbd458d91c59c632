/**
 * The page a visitor lands on (the address typed, followed from a search, reloaded): its
 * prerendered HTML as it is, with no React. What in it reacts to the visitor is a behaviour
 * (./behaviors.ts): the menu, an image's fallback, a form's lock. Its internal links work as
 * plain links; with this module they move in place instead, through the app, which is fetched
 * only for that: when the visitor points at or focuses such a link (with the page it leads to),
 * or, failing that, at the click. A tap, which cannot point first, loads the next page as a plain
 * link does, and that page renders the app ahead (./first-move.ts). A visit that reads one page
 * never downloads React.
 * About 6 KB gzip (8–9 KB with the entry and a page's behaviours: `npm run weight`, start),
 * against 88–92 KB for the app.
 */
import { leaveBy, pageLinkOf } from '../components/links/moves';
import { isPlainClick } from '../routes/link-moves';
import { APP_CHUNKS_ATTRIBUTE } from '../config/runtime';
import { matchRoute, pathnameOf } from '../routes/paths';
import { logMissedPath } from '../pages/not-found/missed-path';
import { runBehaviors } from './behaviors';
import { hasMoved, rememberMove } from './first-move';
import { prefetch, whenIdle } from './prefetch';
import { showQuoteFacesNear } from './quote-faces';
import { savingData } from './saving-data';

type App = typeof import('./start');

let app: Promise<App> | undefined;
/** The app, once it has arrived: a tap then moves in place. */
let arrived: App | undefined;

/** The app's chunks, as the page names them. */
const appChunks = (): string[] => document.querySelector(`[${APP_CHUNKS_ATTRIBUTE}]`)?.getAttribute(APP_CHUNKS_ATTRIBUTE)?.split(' ') ?? [];

/** The app (React, the router, the interface's words), fetched once, its chunks all at once. */
export function loadApp(): Promise<App> {
  if (!app) {
    for (const href of appChunks()) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    // The chunk's name is APP_CHUNKS.start (scripts/lib/chunk-names.ts): a magic comment takes a literal only.
    app = import(/* webpackChunkName: "start" */ './start');
    // A failed fetch is asked again by the next link pointed at, or by the click.
    app.then(
      (module) => (arrived = module),
      () => (app = undefined),
    );
  }
  return app;
}

const focusVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without the selector: focus is the keyboard's, as before it.
    return true;
  }
};

/** What the not-found document holds while its script has not run: the app renders the page instead. */
const NOT_FOUND_TEMPLATES = 'template[data-not-found]';

export function land(): void {
  const html = document.documentElement;
  const root = document.getElementById('root');
  // Nothing prerendered to keep (the development server's page), or a not-found document whose
  // script did not run (its variants still in templates): the app renders the page.
  if (!root?.hasChildNodes() || document.querySelector(NOT_FOUND_TEMPLATES)) {
    void loadApp().then(({ renderHere }) => renderHere());
    return;
  }
  const path = window.location.pathname;
  // The owner reads missed addresses in the console (src/pages/not-found/missed-path.ts).
  if (html.dataset.prerender === 'not-found' && !matchRoute(path)) logMissedPath(path);
  // One page view for the page landed on; the app counts each move. Without a service the
  // condition is false at build, and the bundler keeps neither this import nor the module.
  if (__COOKIELESS_ANALYTICS__ || __GOOGLE_ANALYTICS__) void import(/* webpackMode: "eager" */ '../analytics/count-views').then(({ countView }) => countView());

  const stopBehaviors = runBehaviors(document.body, () => (html.dataset.ready = 'true'));
  const stopQuotes = showQuoteFacesNear(document.body);

  // A visitor who has moved before: the app and the likeliest next pages, once the browser is idle (./first-move.ts).
  let stopPreparing = () => {};
  if (hasMoved() && !savingData()) {
    whenIdle(() =>
      loadApp()
        .then(({ prepareMoves }) => (stopPreparing = prepareMoves(path)))
        .catch(() => undefined),
    );
  }

  // Pointed at or focused (a mouse, a pen, the keyboard): the app and the page at once, the page's
  // chunks naming the app's beside them, so neither waits for the other, and the click waits for them.
  let pointed = false;
  const warm = (event: Event) => {
    const link = pageLinkOf(event.target);
    if (!link || savingData()) return;
    // A tap focuses the link too: only the keyboard's focus shows its ring, and counts as pointing.
    const pointing = event.type === 'pointerover' ? (event as PointerEvent).pointerType !== 'touch' : event.type === 'focusin' && focusVisible(link.anchor);
    if (!pointing && !arrived) return;
    pointed ||= pointing;
    void loadApp().catch(() => undefined);
    void prefetch(link.href);
  };
  const follow = (event: MouseEvent) => {
    const link = pageLinkOf(event.target);
    // A link to this very page (its top, or an anchor in it) is the browser's own.
    if (event.defaultPrevented || !isPlainClick(event) || !link || pathnameOf(link.href) === path) return;
    rememberMove();
    // A tap with no app here yet: the browser loads the prerendered page, no slower than a plain link.
    if (!arrived && !pointed) return;
    event.preventDefault();
    leaveBy(link.anchor);
    loadApp()
      .then(({ moveTo }) => moveTo(link.href, leave))
      .catch(() => window.location.assign(link.href));
  };
  const warmOn = ['pointerover', 'focusin', 'touchstart'] as const;
  warmOn.forEach((type) => document.addEventListener(type, warm, { passive: true }));
  document.addEventListener('click', follow);

  /** Once the app renders the page moved to, everything here lets go of the page it leaves. */
  function leave() {
    stopPreparing();
    warmOn.forEach((type) => document.removeEventListener(type, warm));
    document.removeEventListener('click', follow);
    stopBehaviors();
    stopQuotes();
  }
}
