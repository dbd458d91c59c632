/**
 * Google Analytics by the visitor's answer, on every page shown while it is on (./count-views.ts):
 * accepted, Google's script runs and counts the page (./google.ts); declined, nothing of Google's
 * loads; not answered yet, the banner asks (src/components/consent/consent-banner.tsx). A chunk of
 * its own: a build without Google Analytics has none of it, and it is fetched only once the first
 * view is complete. The footer's link opens the banner again (`reopenConsentBanner`).
 */
import { readConsent, saveConsent, type Consent } from './consent';
import type { GoogleView } from './google';

let current: GoogleView | undefined;
let google: typeof import('./google') | undefined;

const loadGoogle = async () => (google ??= await import(/* webpackChunkName: "google-analytics" */ './google'));
const loadBanner = () => import(/* webpackChunkName: "consent-banner" */ '../components/consent/consent-banner');

async function startCounting(view: GoogleView): Promise<void> {
  const { startGoogle, googlePageView } = await loadGoogle();
  startGoogle();
  googlePageView(view);
}

function choose(consent: Consent): void {
  saveConsent(consent);
  if (consent === 'granted') {
    // The page the visitor is on counts from the moment they accept.
    if (current) void startCounting(current);
  } else {
    google?.stopGoogle();
  }
}

/** The page now shown, as Google Analytics sees it, by the answer given. */
export function googleView(view: GoogleView): void {
  current = view;
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
