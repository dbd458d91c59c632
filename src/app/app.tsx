import { useEffect } from 'react';
import { preload } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { SiteLayout } from '../components/layout/site-layout';
import { LocationProvider, type LocationHook } from '../components/links/location';
import { NavigationProvider, type Navigation } from '../components/links/navigation';
import type { Locale } from '../config/site';
import { LocaleProvider } from '../i18n/locale-context';
import type { UiStrings } from '../content/types/ui';
import type { StylisPlugins } from '../styles/direction';
import { criticalFonts } from '../styles/fonts';
import { useStaticMain, type Landing } from './landing';
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
  locationHook?: LocationHook;
  /** The prerendered page the visitor landed on, kept as it is until they move on. */
  landing?: Landing;
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

function Site({ landing }: { landing?: Landing }) {
  return (
    <SiteLayout staticMain={useStaticMain(landing)}>
      <PageOutlet />
    </SiteLayout>
  );
}

export function App({ locale, ui, stylisPlugins, locationHook, landing }: AppProps) {
  for (const href of criticalFonts[locale]) {
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  const app = (
    <StyleSheetManager stylisPlugins={stylisPlugins}>
      <LocaleProvider locale={locale} ui={ui}>
        <NavigationProvider value={navigation}>
          <Site landing={landing} />
        </NavigationProvider>
        <ReadySignal />
      </LocaleProvider>
    </StyleSheetManager>
  );
  return locationHook ? <LocationProvider value={locationHook}>{app}</LocationProvider> : app;
}
