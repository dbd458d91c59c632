/**
 * The contact form may post only where the Content-Security-Policy's
 * `form-action` lets it: setup keeps that source in firebase.json equal to
 * the origin of the configured form endpoint.
 */

interface HostingJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json's text with the `form-action` source set to the endpoint's origin; the rest as it was. */
export function withFormAction(firebaseJson: string, formEndpoint: string): string {
  const config = JSON.parse(firebaseJson) as HostingJson;
  const origin = new URL(formEndpoint).origin;
  let found = false;
  // The site's pages (`**`); the editor at /admin posts no form and keeps `form-action 'none'`.
  for (const rule of config.hosting.headers.filter(({ source }) => source === '**')) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => {
          if (!directive.trim().startsWith('form-action')) return directive;
          found = true;
          return `${directive.startsWith(' ') ? ' ' : ''}form-action 'self' ${origin}`;
        })
        .join(';');
    }
  }
  if (!found) throw new Error("firebase.json: no form-action in a Content-Security-Policy header to point at the form service");
  return `${JSON.stringify(config, null, 2)}\n`;
}
