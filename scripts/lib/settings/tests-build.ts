/**
 * What the tests' build (SITE_FIXTURES=1, as `npm test` builds) changes in the owner's settings
 * before it writes the modules the site imports: test/fixtures/settings/tests-build.json, field by
 * field, so the browser tests meet what the shipped settings leave off, whatever the owner chose:
 * - the WhatsApp button shows;
 * - one service's booking takes the payment and the others are paid apart (both kinds of paid
 *   card, and the terms' clause for the two together); a service the owner pays in the booking
 *   and the file sets apart takes the template's payment page, since the owner's file may have none;
 * - visits are counted with every cookieless service (another owner's choice), so the analytics
 *   runtime is in the site they load (it counts only at the site's own address,
 *   src/analytics/count-views.ts, never at the tests' local one).
 * `npm run build`, the deploys and the launch check never set the flag: the owner's site is built
 * from the owner's settings alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isTestsBuild } from '../site-root';
import type { Json } from './source';

const root = path.resolve(__dirname, '..', '..', '..');
/** The changes, from the project root; the generated modules they went into name it. */
export const TESTS_BUILD_FILE = 'test/fixtures/settings/tests-build.json';
const TEMPLATE = path.join(root, 'test', 'fixtures', 'settings', 'template');

export { isTestsBuild };

/** The settings files the tests' build changes, by name (`services`). */
const overlays = (): Record<string, Json> => JSON.parse(readFileSync(path.join(root, TESTS_BUILD_FILE), 'utf8')) as Record<string, Json>;
export const changedForTests = (name: string): boolean => name in overlays();

/** Whether the generated modules under `at` were written by the tests' build: a test compares them with what that build makes. */
export const builtForTests = (at: string = root): boolean =>
  Object.keys(overlays()).some((name) => {
    const file = path.join(at, 'src', 'config', 'generated', `${name}.ts`);
    return existsSync(file) && readFileSync(file, 'utf8').includes(TESTS_BUILD_FILE);
  });

type Data = Record<string, Json>;
const isGroup = (value: Json | undefined): value is Data => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `data` with `over` written into it, group by group. */
function merged(data: Json, over: Json): Json {
  if (!isGroup(data) || !isGroup(over)) return over;
  const copy: Data = { ...data };
  for (const [key, value] of Object.entries(over)) copy[key] = key in copy ? merged(copy[key] as Json, value) : value;
  return copy;
}

/** A settings file's data as the tests' build reads it (by the file's name: `services`); as it is outside that build. */
export function forTestsBuild(name: string, data: unknown, testsBuild = isTestsBuild()): unknown {
  if (!testsBuild) return data;
  const overlay = overlays()[name];
  if (overlay === undefined) return data;
  const result = merged(data as Json, overlay);
  if (name === 'services' && isGroup(result)) {
    const template = JSON.parse(readFileSync(path.join(TEMPLATE, 'services.json'), 'utf8')) as Data;
    for (const [key, service] of Object.entries(result)) {
      const fallback = template[key];
      if (isGroup(service) && service.paymentInBooking === false && !service.payment && isGroup(fallback)) service.payment = fallback.payment as Json;
    }
  }
  return result;
}
