/**
 * @jest-environment node
 */
/**
 * "Sign In with GitHub" in the editor: with the owner's sign-in service in the settings
 * (`site.editorSignIn`), the editor offers it beside the token, talks to that service and nothing
 * else new; without one, the token alone, as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withEditorSignIn } from '../../scripts/lib/form-action';
import { EDITOR_RULE } from '../../scripts/lib/page-csp';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import { builtSettings, fixtureData, withSettings } from '../support/settings-fixtures';

const SERVICE = 'https://sign-in.example-coaching.workers.dev';
const firebaseJson = readFileSync(path.resolve(__dirname, '../../firebase.json'), 'utf8');

const backendWith = (editorSignIn: string | undefined) => {
  const settings = builtSettings('another-owner');
  const site = { ...(settings.site as object), ...(editorSignIn ? { editorSignIn } : {}) };
  return withSettings({ ...settings, site }, (load) => load<typeof import('../../scripts/lib/cms/config')>('../../scripts/lib/cms/config').cmsConfig({ repository: 'owner/site' }).backend);
};

const policyOf = (text: string, source: string) =>
  (JSON.parse(text) as { hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }).hosting.headers
    .find((rule) => rule.source === source)!
    .headers.find((header) => header.key === 'Content-Security-Policy')!.value;

it('offers "Sign In with GitHub" through the owner’s service, the token beside it', () => {
  expect(backendWith(`${SERVICE}/`)).toMatchObject({ auth_methods: ['oauth', 'token'], base_url: SERVICE });
});

it('signs in with a token alone while no service is set', () => {
  const backend = backendWith(undefined);
  expect(backend.auth_methods).toEqual(['token']);
  expect(backend).not.toHaveProperty('base_url');
});

it('lets the editor alone talk to the service', () => {
  const served = withEditorSignIn(firebaseJson, SERVICE);
  expect(policyOf(served, EDITOR_RULE)).toMatch(new RegExp(`connect-src [^;]*${SERVICE.replace(/\./g, '\\.')}(;| )`));
  expect(policyOf(served, '**')).toBe(policyOf(firebaseJson, '**'));
  expect(withEditorSignIn(firebaseJson, undefined)).toBe(firebaseJson);
});

it('refuses a service that is not https, at the field too', () => {
  const site = fixtureData('another-owner', 'site');
  site.editorSignIn = 'http://sign-in.example.com';
  const checked = checkSettings(settingsFile('site'), site);
  expect(checked.ok ? [] : checked.problems).toEqual([expect.stringMatching(/^src\/config\/settings\/site\.json: editorSignIn: must start with https:\/\//)]);
});
