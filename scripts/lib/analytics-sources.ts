/**
 * The site's pages may send requests only to their own origin (`connect-src 'self'`, firebase.json).
 * With a visit-counting service chosen in the settings (src/config/settings/analytics.json), the
 * policy as served and deployed adds exactly the origins its counts go to, as the form's origin is
 * added to `form-action` (./form-action.ts); with none chosen, the text is firebase.json's own.
 * The sender posts with fetch, never a pixel, so `img-src` stays the site's own.
 */

import { withPagesDirective } from './page-csp';

/** firebase.json's text with `origins` added to the pages' `connect-src`; unchanged when there are none. */
export function withAnalyticsSources(firebaseJson: string, origins: readonly string[]): string {
  if (origins.length === 0) return firebaseJson;
  return withPagesDirective(
    firebaseJson,
    'connect-src',
    (directive) => `${directive.trimEnd()} ${origins.join(' ')}`,
    'firebase.json: no connect-src in the pages’ Content-Security-Policy to open to the analytics services',
  );
}
