/**
 * One directive of the site's pages' Content-Security-Policy in firebase.json (the `**` rule; the
 * editor at /admin keeps its own), rewritten: the form service's origin (./form-action.ts), the
 * visit counters' (./analytics-sources.ts).
 */

interface HostingJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json's text with the pages' `name` directive as `rewrite` makes it; throws `missing` when the policy has none. */
export function withPagesDirective(firebaseJson: string, name: string, rewrite: (directive: string) => string, missing: string): string {
  const config = JSON.parse(firebaseJson) as HostingJson;
  let found = false;
  for (const rule of config.hosting.headers.filter(({ source }) => source === '**')) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .split(';')
        .map((directive) => {
          if (!directive.trim().startsWith(name)) return directive;
          found = true;
          return rewrite(directive);
        })
        .join(';');
    }
  }
  if (!found) throw new Error(missing);
  return `${JSON.stringify(config, null, 2)}\n`;
}
