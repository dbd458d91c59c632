/**
 * The site's pages may send requests only to their own origin (`connect-src 'self'`, firebase.json).
 * With a visit-counting service chosen in the settings (src/config/settings/analytics.json), the
 * policy as served and deployed adds exactly the origins its counts go to, as the form's origin is
 * added to `form-action` (./form-action.ts); with none chosen, the text is firebase.json's own.
 * The sender posts with fetch, never a pixel, so `img-src` stays the site's own.
 * Google Analytics runs Google's script, which loads from and sends to Google's hosts: with it on,
 * the policy opens the sources Google's guide to Tag Manager and a Content-Security-Policy gives
 * for Google Analytics 4, and only those.
 */

import { withPagesDirective } from './page-csp';

/** Google's documented sources for Google Analytics 4 (gtag.js), by directive. */
export const GOOGLE_ANALYTICS_SOURCES = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

const opened = (firebaseJson: string, name: string, sources: readonly string[]) =>
  withPagesDirective(
    firebaseJson,
    name,
    (directive) => `${directive.trimEnd()} ${sources.join(' ')}`,
    `firebase.json: no ${name} in the pages’ Content-Security-Policy to open to the analytics services`,
  );

/**
 * firebase.json's text with `origins` added to the pages' `connect-src`, and with `google`, Google
 * Analytics' sources to theirs; unchanged when there is nothing to add.
 */
export function withAnalyticsSources(firebaseJson: string, origins: readonly string[], google = false): string {
  const sources: Record<string, readonly string[]> = google ? { ...GOOGLE_ANALYTICS_SOURCES, 'connect-src': [...origins, ...GOOGLE_ANALYTICS_SOURCES['connect-src']] } : { 'connect-src': origins };
  return Object.entries(sources)
    .filter(([, added]) => added.length > 0)
    .reduce((text, [name, added]) => opened(text, name, added), firebaseJson);
}
