/**
 * The services the site counts visits with, as src/config/settings/analytics.json chooses them
 * (checked and compiled by scripts/compile-settings.ts; described in src/config/schema/analytics.ts).
 * Empty by default: then the build leaves the whole runtime out (`__COOKIELESS_ANALYTICS__` and `__GOOGLE_ANALYTICS__`, webpack.config.ts).
 */
import settings from './generated/analytics';

export type { AnalyticsService } from './schema/analytics';

export const analytics = settings;

/** The origins the browser sends counts to: what the Content-Security-Policy's connect-src opens. */
export const analyticsOrigins = (services = analytics.services): string[] => [...new Set(services.map(({ endpoint }) => new URL(endpoint).origin))];
