/**
 * The one part of visit counting in the app's start, kept to a few lines: it notes the page now
 * shown and, once the page has loaded and the browser is idle, hands it to the cookieless sender
 * (./sender.ts) and to Google Analytics' consent (./google-consent.ts), each chunk fetched then and
 * only when its service is chosen. Called only where one is (src/app/app.tsx), so a build without
 * any leaves this module, and their chunks, out whole.
 */
import { site } from '../config/site';

/**
 * One page view for the page now shown: the landing page, then each move within the site. Only at
 * the site's own address: a preview channel, a local preview, a test's server or the prerender's
 * counts nothing.
 */
export function countView(): void {
  if (location.origin !== site.origin) return;
  const view = { url: location.href, title: document.title };
  const send = () => {
    // With Google Analytics alone, no sender's chunk is fetched to send to no one.
    if (__COOKIELESS_ANALYTICS__) void import(/* webpackChunkName: "analytics" */ './sender').then(({ send }) => send(view), () => undefined);
    // Google Analytics asks first (./google-consent.ts); a build without it keeps neither the import nor its chunks.
    if (__GOOGLE_ANALYTICS__) void import(/* webpackChunkName: "consent" */ './google-consent').then(({ googleView }) => googleView(view), () => undefined);
  };
  const idle = () => (window.requestIdleCallback ?? setTimeout)(send);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
