/**
 * The contact form posts to the form service the settings name (`site.formEndpoint`), and a
 * browser lets it only where the Content-Security-Policy's `form-action` allows. firebase.json
 * allows the site itself (`form-action 'self'`); the hosting config that is served and deployed
 * is firebase.json with the endpoint's origin added here, from the compiled settings, so a new
 * endpoint saved in the editor reaches the policy with no other step.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withAnalyticsSources } from './analytics-sources';

interface HostingJson {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
}

const root = path.resolve(__dirname, '..', '..');

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

/**
 * firebase.json as it is served (`npm run preview`, the tests' server, the dev server) and
 * deployed (scripts/write-release.ts): the form service of the compiled settings allowed, and the
 * analytics services they choose (./analytics-sources.ts). The
 * settings are read when asked for, after `npm run assets` has compiled them.
 */
export function servedFirebaseJson(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { site } = require('../../src/config/site') as typeof import('../../src/config/site');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { analyticsOrigins } = require('../../src/config/analytics') as typeof import('../../src/config/analytics');
  return withAnalyticsSources(withFormAction(readFileSync(path.join(root, 'firebase.json'), 'utf8'), site.formEndpoint), analyticsOrigins());
}
