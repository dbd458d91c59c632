/**
 * What the tests' build (SITE_FIXTURES=1, as `npm test` builds) changes in the owner's settings
 * before it writes the modules the site imports: test/fixtures/settings/tests-build.json, field by
 * field. Today one service's booking takes the payment and the others are paid apart, so the
 * browser tests see both kinds of paid card, and the terms' clause for the two together, whatever
 * the owner chose. A service the owner pays in the booking and the file sets apart takes the
 * template's payment page, since the owner's file may have none. `npm run build`, the deploys and
 * the launch check never set the flag: the owner's site is built from the owner's settings alone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Json } from './source';

const root = path.resolve(__dirname, '..', '..', '..');
const OVERLAY = path.join(root, 'test', 'fixtures', 'settings', 'tests-build.json');
const TEMPLATE = path.join(root, 'test', 'fixtures', 'settings', 'template');

/** Whether this build is the tests' (the same flag that brings in the tests' posts). */
export const isTestsBuild = (): boolean => process.env.SITE_FIXTURES === '1';

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
export function forTestsBuild(name: string, data: unknown): unknown {
  if (!isTestsBuild()) return data;
  const overlay = (JSON.parse(readFileSync(OVERLAY, 'utf8')) as Data)[name];
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
