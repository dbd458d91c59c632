import { Activity, cloneElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { __PRIVATE__ } from 'styled-components';
import { prepareWhatsAppCorner } from '../components/layout/whatsapp-corner';
import { loadSeoHead } from '../components/seo/page-meta';
import { depart, settle } from '../components/links/moves';
import { isPrerendering, MOVES_READY_ATTRIBUTE } from '../config/runtime';
import type { Locale } from '../config/site';
import { loadUi } from '../content/ui/load-ui';
import { directionOf, localeFromPath } from '../i18n/locale';
import { prepareStyles, stylisPluginsFor } from '../styles/direction';
import { App } from './app';
import { likelyNext } from './likely-next';
import { PAGES_RELOADED, preparePath } from './page-cache';
import { prefetchWhenIdle } from './prefetch';
import { matchRoute, pathFor } from '../routes/paths';
import { yieldToMain } from './yield-to-main';

/** Head elements every render of a page writes; the served page's go when the app renders another. */
const PRERENDERED_HEAD = 'head > title, head > meta[name="description"]';

// The prerender (scripts/prerender.ts) marks the window before any script runs, and takes the
// rules this render generated from styled-components' sheet, to write them into the page.
if (isPrerendering()) {
  Object.assign(window, { serializeStyles: () => __PRIVATE__.mainSheet.toString() });
}

/**
 * What every page the app renders needs besides its own chunks: the interface's words, the
 * mirroring, the WhatsApp button (`landed`: the page landed on is on screen, its corner to keep).
 */
async function prepareApp(path: string, locale: Locale, landed: boolean) {
  // The WhatsApp button's corner; the build leaves this out whole while the settings do not show it (webpack.config.ts).
  const corner = __WHATSAPP_BUTTON__ ? prepareWhatsAppCorner(landed, () => import(/* webpackChunkName: "whatsapp-button" */ '../components/layout/whatsapp-button')) : undefined;
  // The search and share metadata: only the prerender writes it.
  const seo = isPrerendering() ? loadSeoHead() : undefined;
  const [ui] = await Promise.all([loadUi(locale), preparePath(path), prepareStyles(locale), corner, seo]);
  return { ui, app: <App locale={locale} ui={ui} stylisPlugins={stylisPluginsFor(locale)} /> };
}

let moving: Promise<void> | undefined;

/** The app rendered ahead, out of the document and hidden, for the page on screen (`prepareMoves`). */
interface Staged {
  root: Root;
  container: HTMLElement;
  app: ReactElement;
}
let staged: Promise<Staged | undefined> | undefined;

/**
 * For a visitor who has moved within the site before (src/app/landing.ts): what a move from the
 * page landed on needs, fetched while the browser is idle (the interface's words, the mirroring,
 * the likeliest next pages, and this page's own chunks, which Back renders it from once the
 * visitor has moved on), so that the tap after this one shows its page with no request. And the
 * app itself, rendered ahead for this page into an element outside the document, hidden
 * (`<Activity mode="hidden">`: React renders it at idle priority and mounts none of its effects),
 * so that the tap renders only what differs: React's first render of a whole page takes half a
 * second on a phone's slowed CPU, a move in a rendered app a tenth of that.
 */
export function prepareMoves(path: string): () => void {
  const locale = localeFromPath(path);
  let stopped = false;
  staged ??= prepareApp(path, locale, true).then(async ({ app }) => {
    if (stopped) return undefined;
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(<Activity mode="hidden">{app}</Activity>);
    // Rendered once its page's <main> is in the element (a hidden tree mounts no effect to say so).
    await new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => container.querySelector('main') && (watch.disconnect(), resolve()));
      watch.observe(container, { childList: true, subtree: true });
    });
    return { root, container, app };
  });
  // A chunk that cannot be fetched: the tap renders the app then, as on a page landed on.
  staged.catch(() => (staged = undefined));
  const route = matchRoute(path)?.key;
  const stopPrefetching = prefetchWhenIdle([...(route ? likelyNext(route).map((key) => pathFor(key, locale)) : []), path], () =>
    staged?.then((ahead) => ahead && document.documentElement.setAttribute(MOVES_READY_ATTRIBUTE, ''), () => undefined),
  );
  return () => {
    stopped = true;
    stopPrefetching();
  };
}

/**
 * The first move from the page landed on (src/app/landing.ts): once everything the page at `href`
 * needs is in, the app renders it in place of the landed page, whole (header and footer too, so
 * React owns them from here), and settles scroll and focus as every later move does. `leaving`
 * lets the landed page's behaviours go just before. If a chunk cannot be fetched, this rejects
 * and the landing loads the address afresh.
 */
export function moveTo(href: string, leaving: () => void): Promise<void> {
  moving ??= (async () => {
    // The bench (`npm run bench:moves`) reads these marks: how long the move waited for chunks, how long it rendered.
    performance.mark('move-asked');
    // Within the landed page's language: a link into the other one is the browser's own.
    const locale = localeFromPath(window.location.pathname);
    const [ahead] = await Promise.all([staged?.catch(() => undefined), preparePath(href)]);
    const { app } = ahead ?? (await prepareApp(href, locale, true));
    performance.mark('move-ready');
    leaving();
    depart();
    history.pushState(null, '', href);
    // The served page's title, description, and search and share metadata described it alone.
    document.head.querySelectorAll(`${PRERENDERED_HEAD}, [data-seo]`).forEach((node) => node.remove());
    const landed = document.getElementById('root')!;
    if (ahead) {
      // The rendered app takes the landed page's place, then shows, rendered again at the new
      // address (a new element, so that the router reads it): one commit, one paint.
      ahead.container.id = landed.id;
      landed.replaceWith(ahead.container);
      flushSync(() => ahead.root.render(<Activity mode="visible">{cloneElement(app)}</Activity>));
    } else {
      const root = createRoot(landed);
      // At once, so that the new heading is there to take the focus.
      flushSync(() => root.render(app));
    }
    settle(href);
    performance.mark('move-shown');
  })();
  return moving;
}

/**
 * Renders the page at the address from its chunks: for the build's prerender, the development
 * server (whose page is empty), and a not-found document whose script did not run (#root holds
 * the English default): React empties #root in the same commit that fills it, so what is there
 * stays on screen until the page that replaces it is in place.
 */
export async function renderHere(): Promise<void> {
  const path = window.location.pathname;
  const locale = localeFromPath(path);
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const { app, ui } = await prepareApp(path, locale, false);
  await yieldToMain();
  document.querySelectorAll(PRERENDERED_HEAD).forEach((node) => node.remove());
  const reactRoot = createRoot(root);
  reactRoot.render(app);
  // Development only (`npm start`): new words render in place, the app's state kept: a page's once
  // the page cache has them, the interface's once loaded again. A production build leaves this
  // out whole: the condition is false there.
  if (process.env.NODE_ENV === 'development' && module.hot) {
    let latest = ui;
    const render = () => reactRoot.render(cloneElement(app, { ui: latest }));
    addEventListener(PAGES_RELOADED, render);
    module.hot.accept('../content/ui/load-ui', () => {
      void loadUi(locale).then((next) => {
        latest = next;
        render();
      });
    });
  }
}
