import type { z } from 'zod';
import { group, optionalValue } from './fields';
import { gaMeasurementId, goatcounterSite, plausibleDomain, siteAddress, umamiWebsiteId } from './rules';

/**
 * Visit counting: src/config/settings/analytics.json. None by default; any of three cookieless
 * services, each switched on by filling in its identifier (docs/decisions.md, "Analytics"). The
 * site talks to them with a sender of its own (src/analytics/), never their scripts, and the
 * Content-Security-Policy opens exactly their addresses (scripts/lib/analytics-sources.ts).
 * Google Analytics 4 is the one service that sets cookies: Google's own script, loaded only after
 * the visitor agrees in the consent banner (src/analytics/consent.ts), with `/admin` on a Hosting
 * site of its own while it is on (scripts/lib/admin-site.ts).
 */

/** Where each service's cloud receives its counts, as its documentation gives it. */
export const CLOUD = {
  plausible: 'https://plausible.io',
  umami: 'https://cloud.umami.is',
  goatcounter: 'goatcounter.com',
} as const;

const ownServer = (service: string, cloud: string) =>
  optionalValue(siteAddress, `Only if you run ${service} on a server of your own: its address, https:// and the domain only. Empty: ${service}’s own service (${cloud})`);

/** One service the site counts visits with, as the sender needs it: where to send, and who runs the server. */
export type AnalyticsService =
  | { name: 'plausible'; endpoint: string; domain: string; ownServer: boolean }
  | { name: 'umami'; endpoint: string; websiteId: string; ownServer: boolean }
  | { name: 'goatcounter'; endpoint: string; ownServer: boolean };

// Each group optional: the editor leaves out a group whose fields are all empty.
export const analyticsSchema = group({
  plausible: group({
    /** The site's domain as added in Plausible; empty: Plausible is not used. */
    domain: optionalValue(plausibleDomain, 'Your site’s domain as you added it in Plausible (your-domain.ae). Empty: Plausible is not used'),
    server: ownServer('Plausible', CLOUD.plausible),
  }).optional(),
  umami: group({
    /** The website ID from Umami's settings; empty: Umami is not used. */
    websiteId: optionalValue(umamiWebsiteId, 'The website ID from your Umami settings. Empty: Umami is not used'),
    server: ownServer('Umami', CLOUD.umami),
  }).optional(),
  goatcounter: group({
    /** The site code (`<code>.goatcounter.com`), or a server of one's own's `/count` address; empty: GoatCounter is not used. */
    site: optionalValue(goatcounterSite, 'Your site code, the name before .goatcounter.com; or, on a server of your own, its full address ending /count. Empty: GoatCounter is not used'),
  }).optional(),
  googleAnalytics: group({
    /** The measurement ID of the site's GA4 data stream; empty: Google Analytics is not used. */
    measurementId: optionalValue(gaMeasurementId, 'The measurement ID of your Google Analytics data stream (G-…). Empty: Google Analytics is not used. It sets cookies, so visitors are asked first, and the editor moves to an address of its own'),
  }).optional(),
}).transform(({ plausible, umami, goatcounter, googleAnalytics }) => {
  const services: AnalyticsService[] = [];
  // Each service's counting address, as its own script sends to it.
  if (plausible?.domain) services.push({ name: 'plausible', endpoint: `${plausible.server ?? CLOUD.plausible}/api/event`, domain: plausible.domain, ownServer: plausible.server !== undefined });
  if (umami?.websiteId) services.push({ name: 'umami', endpoint: `${umami.server ?? CLOUD.umami}/api/send`, websiteId: umami.websiteId, ownServer: umami.server !== undefined });
  if (goatcounter?.site) {
    const own = goatcounter.site.startsWith('https://');
    services.push({ name: 'goatcounter', endpoint: own ? goatcounter.site : `https://${goatcounter.site}.${CLOUD.goatcounter}/count`, ownServer: own });
  }
  // Google's script, not our sender, talks to Google: it is no AnalyticsService.
  return { services, ...(googleAnalytics?.measurementId ? { googleAnalytics: { measurementId: googleAnalytics.measurementId } } : {}) };
});

export type AnalyticsSettings = z.output<typeof analyticsSchema>;
