import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { __PRIVATE__ } from 'styled-components';
import { App } from './app/app';
import { preparePath } from './app/page-cache';
import { directionOf, localeFromPath } from './i18n/locale';
import { loadUi } from './i18n/ui/load-ui';
import { loadStylisPlugins } from './styles/direction';

/** Head elements React hoists from the page; a document that is not hydrated drops the prerendered ones. */
const PRERENDERED_HEAD =
  'head > title, head > meta[name]:not([name="viewport"]):not([name="theme-color"]), head > meta[property], head > link[rel="canonical"], head > link[rel="alternate"]';

// The prerender drives a WebDriver-controlled browser. It asks for the stylesheet in the
// form styled-components rehydrates from, so a visitor's browser adopts the prerendered
// rules instead of generating (and, in Arabic, mirroring) every one of them again.
if (navigator.webdriver) {
  Object.assign(window, { serializeStyles: () => __PRIVATE__.mainSheet.toString() });
}

async function boot() {
  const path = window.location.pathname;
  const locale = localeFromPath(path);
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);

  // Everything the first render needs is fetched before it, so hydration renders the same page at once.
  const [ui, stylisPlugins] = await Promise.all([
    loadUi(locale),
    loadStylisPlugins(locale),
    preparePath(path),
  ]);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  const app = <App locale={locale} ui={ui} stylisPlugins={stylisPlugins} />;

  // 404.html is one English snapshot served for every unknown path, in either
  // language: render it afresh rather than hydrate a page that may differ.
  const hydratable = root.hasChildNodes() && html.dataset.prerender !== 'not-found';
  if (hydratable) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page; the prerendered page is already readable.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    document.querySelectorAll(PRERENDERED_HEAD).forEach((node) => node.remove());
    createRoot(root).render(app);
  }
}

boot().catch((error: unknown) => {
  // The prerendered HTML stays readable; only interactivity is lost.
  console.error(error);
});
