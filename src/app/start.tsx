import { cloneElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { __PRIVATE__ } from 'styled-components';
import { isPrerendering } from '../config/runtime';
import { directionOf, localeFromPath } from '../i18n/locale';
import { loadUi } from '../content/ui/load-ui';
import { logMissedPath } from '../pages/not-found/missed-path';
import { prepareWhatsAppCorner } from '../components/layout/whatsapp-corner';
import { matchRoute } from '../routes/paths';
import { prepareStyles, stylisPluginsFor } from '../styles/direction';
import { releasePrerenderedStyles } from '../styles/held-styles';
import { App } from './app';
import { captureLanding, PRERENDERED_HEAD } from './landing';
import { PAGES_RELOADED, preparePath } from './page-cache';
import { yieldToMain } from './yield-to-main';

/** The not-found document's variants, which its script removes once it has put one in place (scripts/lib/not-found-document.ts). */
const NOT_FOUND_TEMPLATES = 'template[data-not-found]';

// The prerender (scripts/prerender.ts) marks the window before any script runs. It asks
// for the stylesheet in the form styled-components rehydrates from, so a visitor's browser
// adopts the prerendered rules instead of generating (and, in Arabic, mirroring) them again.
if (isPrerendering()) {
  Object.assign(window, { serializeStyles: () => __PRIVATE__.mainSheet.toString() });
}

/** Loads what the path needs, then hydrates the prerendered page (or renders it, for the not-found snapshot). */
export async function startApp(): Promise<void> {
  // Running the libraries just took a task of its own; adopting the prerendered CSS takes the
  // next (src/styles/held-styles.ts), rendering the ones after.
  await yieldToMain();
  releasePrerenderedStyles();
  __PRIVATE__.mainSheet.rehydrate();
  await yieldToMain();
  const path = window.location.pathname;
  const locale = localeFromPath(path);
  const html = document.documentElement;
  html.lang = locale;
  html.dir = directionOf(locale);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  // 404.html is served for every unknown path, in either language; its script has put in #root
  // the page the app renders here, which is adopted as any landing page is. Should the script not
  // have run (its templates are still there), #root holds the English default: render afresh.
  const notFoundDocument = html.dataset.prerender === 'not-found';
  const hydratable = root.hasChildNodes() && !document.querySelector(NOT_FOUND_TEMPLATES);

  // Hydration keeps the landing page's <main> as it is (src/app/landing.tsx) and adopts the
  // prerendered CSS, so it needs only the interface strings; a fresh render needs its page
  // first, and generates CSS.
  const landing = hydratable ? captureLanding(path) : undefined;
  // The not-found page says so in the console when it renders; adopted, it does not render.
  if (landing && notFoundDocument && !matchRoute(path)) logMissedPath(path);
  // The WhatsApp button's corner; the build leaves this out whole while the settings do not show it (webpack.config.ts).
  if (__WHATSAPP_BUTTON__) await prepareWhatsAppCorner(hydratable, () => import(/* webpackChunkName: "whatsapp-button" */ '../components/layout/whatsapp-button'));
  const [ui] = await Promise.all([loadUi(locale), hydratable ? undefined : Promise.all([preparePath(path), prepareStyles(locale)])]);
  await yieldToMain();
  const app = <App locale={locale} ui={ui} stylisPlugins={stylisPluginsFor(locale)} landing={landing} />;

  if (hydratable) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // blocking the main thread for the whole page; the prerendered page is already readable.
    // The Arabic mirroring is left to the first page fetched ahead (src/app/page-cache.ts): the
    // landing page adopts its prerendered CSS and generates none (src/styles/direction.ts).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // React empties #root in the same commit that fills it: the snapshot stays on screen until the
    // page that replaces it (the same page, for the not-found document) is in place.
    document.querySelectorAll(PRERENDERED_HEAD).forEach((node) => node.remove());
    const reactRoot = createRoot(root);
    reactRoot.render(app);
    // Development only (`npm start`, which never hydrates): new words render in place, the app's
    // state kept: a page's once the page cache has them, the interface's once loaded again.
    // A production build leaves this out whole: the condition is false there.
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
}
