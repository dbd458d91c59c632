/**
 * Sends page views and link clicks to the services of the settings, through each one's documented
 * counting API, the requests its own script makes (docs/decisions.md, "Analytics"): no script of
 * theirs runs here, no cookie is set, nothing is stored on the visitor's device. Loaded only after
 * the first view (./count-views.ts).
 */
import { analytics, type AnalyticsService } from '../config/analytics';
import { analyticsStore } from '../state/analytics-store';
import { EVENTS, type EventName } from './events';
import { eventOf, onLinkEvent } from './link-events';

export { EVENTS, eventOf };

export interface View {
  url: string;
  title: string;
  /** Where the visitor came from: another site's address, or the page of this site they left. */
  referrer: string;
}

/** Kept alive as the visitor leaves (a link to another site), and never with credentials. */
const post = (url: string, body?: string, type = 'text/plain') =>
  fetch(url, { method: 'POST', keepalive: true, credentials: 'omit', ...(body === undefined ? { mode: 'no-cors' } : { body, headers: { 'Content-Type': type } }) }).catch(() => undefined);

/**
 * An address as counted: its origin and path, never its query string or fragment, which can carry
 * what a visitor typed or a link's tracking identifiers. An empty or unreadable one stays empty.
 */
export const addressOf = (url: string): string => {
  try {
    const { origin, pathname } = new URL(url);
    return origin === 'null' ? '' : origin + pathname;
  } catch {
    return '';
  }
};

const pathOf = (url: string) => new URL(url).pathname;

/** The request each service's own script makes for a page view, or for an event when `event` is named. */
export function requestFor(service: AnalyticsService, { url, title, referrer: from }: View, event?: EventName): { url: string; body?: string; type?: string } {
  const view = { url: addressOf(url), title, referrer: addressOf(from) };
  switch (service.name) {
    case 'plausible':
      // Plausible's Events API: n(ame), u(rl), d(omain), r(eferrer); its script sends it as text/plain.
      return { url: service.endpoint, body: JSON.stringify({ n: event ?? 'pageview', u: view.url, d: service.domain, r: view.referrer || null }) };
    case 'umami':
      // Umami's /api/send: a page view is an event without a name.
      return {
        url: service.endpoint,
        type: 'application/json',
        body: JSON.stringify({
          type: 'event',
          payload: {
            website: service.websiteId,
            hostname: location.hostname,
            url: pathOf(view.url),
            title: view.title,
            referrer: view.referrer,
            language: navigator.language,
            screen: `${screen.width}x${screen.height}`,
            ...(event ? { name: event } : {}),
          },
        }),
      };
    case 'goatcounter': {
      // GoatCounter's /count: p(ath) or the event's name with e(vent), t(itle), r(eferrer), s(creen).
      const query = new URLSearchParams({ p: event ?? pathOf(view.url), t: event ? event : view.title, r: view.referrer, s: `${screen.width},${screen.height},${devicePixelRatio}`, e: String(event !== undefined), rnd: Math.random().toString(36).slice(2) });
      return { url: `${service.endpoint}?${query}` };
    }
  }
}

function sendAll(view: View, event?: EventName): void {
  for (const service of analytics.services) {
    const { url, body, type } = requestFor(service, view, event);
    void post(url, body, type);
  }
}

/** Sends one page view, in the order shown; the first call also starts counting clicks on booking, payment and WhatsApp links. */
export function send({ url, title }: Omit<View, 'referrer'>): void {
  const { referrer, countingClicks } = analyticsStore.getState();
  sendAll({ url, title, referrer });
  // The page left is where the next one was reached from.
  analyticsStore.setState({ referrer: url });
  if (countingClicks) return;
  analyticsStore.setState({ countingClicks: true });
  onLinkEvent((event) => sendAll({ url: location.href, title: document.title, referrer: '' }, event));
}
