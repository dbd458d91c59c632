/**
 * What the local servers (the preview, the dev server and the test server) send in place of
 * Firebase Hosting's headers: the same headers, with one directive left out of the
 * Content-Security-Policy.
 *
 * `upgrade-insecure-requests` makes a browser ask for every subresource over https. Chromium
 * and Firefox exempt loopback addresses from it; WebKit (Safari) does not, so over
 * http://127.0.0.1 or http://localhost it asks for every script, style, font and image over
 * https, which a local server does not speak, and the page loads nothing. Production keeps the
 * directive: firebase.json is not changed, and only what a local server sends passes through here.
 */
import { servedFirebaseJson } from './form-action';

export interface HostingHeader {
  key: string;
  value: string;
}

export interface HostingHeaderRule {
  source: string;
  headers: HostingHeader[];
}

/** The one directive a local server leaves out. */
export const DROPPED_LOCALLY = 'upgrade-insecure-requests';

const CSP = 'content-security-policy';

/** The policy without `upgrade-insecure-requests`; every other directive as written, in order. */
export function localPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive.split(/\s+/, 1)[0]!.toLowerCase() !== DROPPED_LOCALLY)
    .join('; ');
}

/** The headers as a local server sends them: the CSP through `localPolicy`, everything else as it is. */
export const localHeaders = (headers: HostingHeader[]): HostingHeader[] =>
  headers.map(({ key, value }) => ({ key, value: key.toLowerCase() === CSP ? localPolicy(value) : value }));

/** Each header rule of firebase.json's `hosting`, its headers as a local server sends them. */
export const localHeaderRules = (rules: HostingHeaderRule[]): HostingHeaderRule[] =>
  rules.map((rule) => ({ ...rule, headers: localHeaders(rule.headers) }));

/** firebase.json's `hosting` section, as it is deployed (scripts/lib/form-action.ts). */
export const hostingConfig = (): { headers?: HostingHeaderRule[]; [key: string]: unknown } => JSON.parse(servedFirebaseJson()).hosting;

/** The headers firebase.json sends with every response (its `**` rule), as a local server sends them. */
export const localSiteWideHeaders = (): HostingHeader[] =>
  localHeaders(hostingConfig().headers?.find((rule) => rule.source === '**')?.headers ?? []);
