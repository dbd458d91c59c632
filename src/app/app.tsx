import { useEffect } from 'react';
import { preload } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { Router, type BaseLocationHook } from 'wouter';
import { SiteLayout } from '../components/layout/site-layout';
import { NavigationProvider, type Navigation } from '../components/links/navigation';
import type { Locale } from '../config/site';
import { LocaleProvider } from '../i18n/locale-context';
import type { UiStrings } from '../i18n/ui/en';
import type { StylisPlugins } from '../styles/direction';
import { criticalFonts } from '../styles/fonts';
import { GlobalStyle } from '../styles/global-style';
import { preparePath } from './page-cache';
import { PageOutlet } from './page-outlet';
import { prefetch, prefetchWhenIdle } from './prefetch';

const navigation: Navigation = { prepare: preparePath, prefetch, prefetchWhenIdle };

interface AppProps {
  locale: Locale;
  ui: UiStrings;
  /** From stylisPluginsFor: the RTL mirroring for Arabic, nothing for English. */
  stylisPlugins: StylisPlugins;
  /** Tests pass a memory location; the browser uses the address bar. */
  locationHook?: BaseLocationHook;
}

/** Marks the page as ready once React has committed: the prerender and browser tests wait for it. */
function ReadySignal() {
  useEffect(() => {
    const html = document.documentElement;
    delete html.dataset.awaitingApp;
    html.dataset.ready = 'true';
  }, []);
  return null;
}

export function App({ locale, ui, stylisPlugins, locationHook }: AppProps) {
  for (const href of criticalFonts[locale]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <>
      {/* Outside the mirroring: the global rules have no sides to flip, and styled-components
          recompiles them on hydration, where cssjanus would cost an Arabic page a long task. */}
      <GlobalStyle />
      <StyleSheetManager stylisPlugins={stylisPlugins}>
        <LocaleProvider locale={locale} ui={ui}>
          <NavigationProvider value={navigation}>
            <Router hook={locationHook}>
              <SiteLayout>
                <PageOutlet />
              </SiteLayout>
            </Router>
          </NavigationProvider>
          <ReadySignal />
        </LocaleProvider>
      </StyleSheetManager>
    </>
  );
}
