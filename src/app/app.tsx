import { useEffect, useRef } from 'react';
import { flushSync, preload } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { Router, useLocation, type AroundNavHandler, type BaseLocationHook } from 'wouter';
import { SiteLayout } from '../components/layout/site-layout';
import { depart, settle } from '../components/links/moves';
import { NavigationProvider, type Navigation } from '../components/links/navigation';
import type { Locale } from '../config/site';
import { LocaleProvider } from '../content/ui/locale-context';
import type { Content as UiContent } from '../content/schema/ui';
import { matchRoute, parsePattern, pathFor } from '../routes/paths';
import type { StylisPlugins } from '../styles/direction';
import { facesToPreload } from '../styles/fonts';
import { likelyNext } from './likely-next';
import { preparePath } from './page-cache';
import { PageOutlet } from './page-outlet';
import { prefetch, prefetchWhenIdle } from './prefetch';

const navigation: Navigation = { prefetch };

/**
 * Every move within the site (a `Link`, or the router's `navigate`) waits for what the new page
 * needs, so a visitor never sees a loading state, then renders it at once, so that its heading is
 * there to take the focus, and scrolls and announces it. If its chunks cannot be fetched (a tab
 * left open across a deploy), the browser loads the address afresh.
 */
const aroundNav: AroundNavHandler = (navigate, to, options) => {
  preparePath(to).then(
    () => {
      depart();
      flushSync(() => navigate(to, options));
      settle(to);
    },
    () => window.location.assign(to),
  );
};

interface AppProps {
  locale: Locale;
  ui: UiContent;
  /** From stylisPluginsFor: the RTL mirroring for Arabic, nothing for English. */
  stylisPlugins: StylisPlugins;
  /** Tests pass a memory location; the browser uses the address bar. */
  locationHook?: BaseLocationHook;
}

/** Marks the page as ready once React has committed: the prerender and browser tests wait for it (on the page landed on, src/app/landing.ts does). */
function ReadySignal() {
  useEffect(() => {
    const html = document.documentElement;
    delete html.dataset.awaitingApp;
    html.dataset.ready = 'true';
  }, []);
  return null;
}

function Site({ locale }: { locale: Locale }) {
  const [path] = useLocation();
  const first = useRef(path);
  useEffect(() => {
    // One page view per page the app shows (the page landed on counts its own, src/app/landing.ts).
    // Without a service the condition is false at build, and the bundler keeps neither this
    // import nor the module.
    if (__COOKIELESS_ANALYTICS__ || __GOOGLE_ANALYTICS__) void import(/* webpackMode: "eager" */ '../analytics/count-views').then(({ countView }) => countView());
  }, [path]);
  useEffect(() => {
    // The pages a visitor most likely opens next from the first page the app shows, fetched once
    // the browser is idle; after that, a link's page is fetched when the visitor points at it.
    const route = matchRoute(first.current)?.key;
    return prefetchWhenIdle(route ? likelyNext(route).map((key) => pathFor(key, locale)) : []);
  }, [locale]);
  return (
    <SiteLayout>
      <PageOutlet />
    </SiteLayout>
  );
}

export function App({ locale, ui, stylisPlugins, locationHook }: AppProps) {
  for (const href of facesToPreload(locale)) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <Router hook={locationHook} parser={parsePattern} aroundNav={aroundNav}>
      <StyleSheetManager stylisPlugins={stylisPlugins}>
        <LocaleProvider locale={locale} ui={ui}>
          <NavigationProvider value={navigation}>
            <Site locale={locale} />
          </NavigationProvider>
          <ReadySignal />
        </LocaleProvider>
      </StyleSheetManager>
    </Router>
  );
}
