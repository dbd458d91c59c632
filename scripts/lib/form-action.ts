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
import { EDITOR_RULE, withPagesDirective } from './page-csp';

const root = path.resolve(__dirname, '..', '..');

/** firebase.json's text with the `form-action` source set to the endpoint's origin; the rest as it was. */
export function withFormAction(firebaseJson: string, formEndpoint: string): string {
  const origin = new URL(formEndpoint).origin;
  return withPagesDirective(
    firebaseJson,
    'form-action',
    (directive) => `${directive.startsWith(' ') ? ' ' : ''}form-action 'self' ${origin}`,
    'firebase.json: no form-action in a Content-Security-Policy header to point at the form service',
  );
}

/**
 * firebase.json's text with the editor's sign-in service (`site.editorSignIn`, when the owner set
 * one up: docs/going-live.md, "Sign in with GitHub") allowed in the editor's `connect-src`.
 */
export function withEditorSignIn(firebaseJson: string, address: string | undefined): string {
  if (!address) return firebaseJson;
  const origin = new URL(address).origin;
  return withPagesDirective(firebaseJson, 'connect-src', (directive) => `${directive} ${origin}`, 'firebase.json: no connect-src in the editor’s Content-Security-Policy', EDITOR_RULE);
}

/**
 * firebase.json as it is served (`npm run preview`, the tests' server, the dev server) and
 * deployed (scripts/write-release.ts): the form service of the compiled settings allowed, and the
 * analytics services they choose, Google Analytics' sources among them (./analytics-sources.ts). The
 * settings are read when asked for, after `npm run assets` has compiled them.
 */
export function servedFirebaseJson(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { site } = require('../../src/config/site') as typeof import('../../src/config/site');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { analytics, analyticsOrigins } = require('../../src/config/analytics') as typeof import('../../src/config/analytics');
  const pages = withAnalyticsSources(withFormAction(readFileSync(path.join(root, 'firebase.json'), 'utf8'), site.formEndpoint), analyticsOrigins(), analytics.googleAnalytics !== undefined);
  return withEditorSignIn(pages, site.editorSignIn);
}
