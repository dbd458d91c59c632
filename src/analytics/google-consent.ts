/**
 * Google Analytics by the visitor's answer, on every page shown while it is on (./count-views.ts):
 * accepted, Google's script runs and counts the page (./google.ts); declined, nothing of Google's
 * loads; not answered yet, the banner asks (./consent-banner.ts). A chunk of
 * its own: a build without Google Analytics has none of it, and it is fetched only once the first
 * view is complete. The footer's link opens the banner again (`reopenConsentBanner`).
 */
import { isPlainClick } from '../routes/link-moves';
import { readConsent, saveConsent, type Consent } from './consent';
import { analyticsStore } from '../state/analytics-store';
import type { GoogleView } from './google';

const loadGoogle = () => import(/* webpackChunkName: "google-analytics" */ './google');
const loadBanner = () => import(/* webpackChunkName: "consent-banner" */ './consent-banner');

async function startCounting(view: GoogleView): Promise<void> {
  const { startGoogle, googlePageView } = await loadGoogle();
  startGoogle();
  googlePageView(view);
}

function choose(consent: Consent): void {
  saveConsent(consent);
  if (consent === 'granted') {
    // The page the visitor is on counts from the moment they accept.
    const { shown } = analyticsStore.getState();
    if (shown) void startCounting(shown);
  } else if (analyticsStore.getState().googleLoaded) {
    // Google's script ran on this page: stop it (its chunk is here already).
    void loadGoogle().then(({ stopGoogle }) => stopGoogle());
  }
}

/** The page now shown, as Google Analytics sees it, by the answer given. */
export function googleView(view: GoogleView): void {
  analyticsStore.setState({ shown: view });
  const consent = readConsent();
  if (consent === 'granted') void startCounting(view);
  else if (consent === undefined)
    void loadBanner().then(async ({ bannerShown, openConsentBanner }) => {
      if (!bannerShown()) await openConsentBanner({ focus: false, onChoose: choose });
    });
}

/** From the footer's link: the banner again, the focus in it. */
export async function reopenConsentBanner(): Promise<void> {
  const { openConsentBanner } = await loadBanner();
  await openConsentBanner({ focus: true, onChoose: choose });
}

// The footer's "Cookie settings" link (src/components/layout/footer.tsx) opens the banner instead
// of leading to the policy. This module runs only at the site's own address (./count-views.ts),
// where the banner shows. Caught before anything else sees the click (the page landed on's link
// handling, the app's router), on the page landed on and on every page the app renders.
document.addEventListener(
  'click',
  (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    event.stopPropagation();
    void reopenConsentBanner();
  },
  { capture: true },
);
