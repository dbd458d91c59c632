/**
 * One directive of the site's pages' Content-Security-Policy in firebase.json (the `**` rule; the
 * editor at /admin keeps its own), rewritten: the form service's origin (./form-action.ts), the
 * visit counters' (./analytics-sources.ts).
 */

interface HostingJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

/** The rule of firebase.json's headers that holds the editor's own policy. */
export const EDITOR_RULE = '/admin{,/**}';

/**
 * firebase.json's text with the `name` directive of one rule's policy (`source`: the pages', `**`,
 * by default) as `rewrite` makes it; throws `missing` when the policy has none.
 */
export function withPagesDirective(firebaseJson: string, name: string, rewrite: (directive: string) => string, missing: string, source = '**'): string {
  const config = JSON.parse(firebaseJson) as HostingJson;
  let found = false;
  for (const rule of config.hosting.headers.filter((candidate) => candidate.source === source)) {
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
