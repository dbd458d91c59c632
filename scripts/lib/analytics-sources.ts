/**
 * The site's pages may send requests only to their own origin (`connect-src 'self'`, firebase.json).
 * With a visit-counting service chosen in the settings (src/config/settings/analytics.json), the
 * policy as served and deployed adds exactly the origins its counts go to, as the form's origin is
 * added to `form-action` (./form-action.ts); with none chosen, the text is firebase.json's own.
 * The sender posts with fetch, never a pixel, so `img-src` stays the site's own.
 */

interface HostingJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json's text with `origins` added to the pages' `connect-src`; unchanged when there are none. */
export function withAnalyticsSources(firebaseJson: string, origins: readonly string[]): string {
  if (origins.length === 0) return firebaseJson;
  const config = JSON.parse(firebaseJson) as HostingJson;
  let found = false;
  // The site's pages (`**`); the editor at /admin keeps its own policy, which sends to no service.
  for (const rule of config.hosting.headers.filter(({ source }) => source === '**')) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => {
          if (!directive.trim().startsWith('connect-src')) return directive;
          found = true;
          return `${directive.trimEnd()} ${origins.join(' ')}`;
        })
        .join(';');
    }
  }
  if (!found) throw new Error('firebase.json: no connect-src in the pages’ Content-Security-Policy to open to the analytics services');
  return `${JSON.stringify(config, null, 2)}\n`;
}
