/**
 * Google Analytics 4, run only after the visitor has accepted it in the consent banner
 * (./google-consent.ts): this chunk is not loaded before, and Google's script (gtag.js) is
 * requested only by `startGoogle`. Consent Mode in its "basic" form: with no consent, nothing of
 * Google's loads and nothing is sent, not even the cookieless pings of the "advanced" form.
 * The dataLayer and the gtag function are defined here, in the site's own script, because the
 * Content-Security-Policy allows no inline script (docs/decisions.md, "Analytics").
 */
import { analytics } from '../config/analytics';
import { analyticsStore, type ShownPage as GoogleView } from '../state/analytics-store';
import type { EventName } from './events';
import { onLinkEvent } from './link-events';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type { GoogleView };

const id = analytics.googleAnalytics?.measurementId ?? '';

/** Google's documented opt-out: while set, gtag.js sends nothing for this measurement ID. */
const disabled = `ga-disable-${id}`;

// gtag.js reads each command as an Arguments object, not an array: this is Google's own snippet.
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

const sending = () => analyticsStore.getState().googleSending;

/** GA4's event names are letters, digits and underscores: 'Booking link' is sent as booking_link. */
export const googleEventName = (event: EventName): string => event.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** Loads gtag.js, granting analytics storage only (no advertising), and starts counting link clicks. */
export function startGoogle(): void {
  const { googleSending, googleLoaded } = analyticsStore.getState();
  if (googleSending) return;
  analyticsStore.setState({ googleSending: true, googleLoaded: true });
  delete (window as unknown as Record<string, unknown>)[disabled];
  // Accepted again after declining, on the same page: gtag.js is there already.
  if (googleLoaded) {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  // Page views are sent by the site, once per page shown (googlePageView): gtag.js cannot see a move within the site.
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  onLinkEvent((event) => {
    if (sending()) gtag('event', googleEventName(event));
  });
}

/** One page view, while the visitor agrees. */
export function googlePageView({ url, title }: GoogleView): void {
  if (sending()) gtag('event', 'page_view', { page_location: url, page_title: title });
}

/**
 * The visitor withdrew: nothing more is sent from this page (and, from the next, gtag.js is not
 * loaded), and Google's cookies are removed where the page can: `_ga` and `_ga_<ID>` on this host and
 * each domain above it. What the page cannot undo: what was sent before, which stays in the
 * owner's Google Analytics property until its retention period ends or the owner deletes it.
 */
export function stopGoogle(): void {
  analyticsStore.setState({ googleSending: false });
  if (analyticsStore.getState().googleLoaded) gtag('consent', 'update', { analytics_storage: 'denied' });
  (window as unknown as Record<string, unknown>)[disabled] = true;
  removeGoogleCookies();
}

function removeGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = location.hostname.split('.');
  // gtag.js writes its cookies on the highest domain it may (cookie_domain 'auto'): try each.
  const domains = [undefined, ...labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
  }
}
