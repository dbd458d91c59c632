/**
 * The tests' build (SITE_FIXTURES=1, as `npm test` builds) switches on what the shipped settings
 * leave off, so that the browser tests meet it on every page: test/fixtures/settings/switched-on/
 * holds, per settings file, the fields to set, merged over the owner's values before they are
 * checked. Every other build takes the owner's files as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Json } from './source';

const projectRoot = path.resolve(__dirname, '..', '..', '..');
export const SWITCHED_ON_DIR = path.join(projectRoot, 'test', 'fixtures', 'settings', 'switched-on');

export const switchedOnForTests = (): boolean => process.env.SITE_FIXTURES === '1';

const isGroup = (value: unknown): value is Record<string, Json> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `over`'s fields in place of `base`'s, group by group. */
export function mergeOver(base: unknown, over: Json): unknown {
  if (!isGroup(base) || !isGroup(over)) return over;
  return { ...base, ...Object.fromEntries(Object.entries(over).map(([key, value]) => [key, mergeOver(base[key], value)])) };
}

/** A settings file's data with the tests' switches on, when it has some; as it is otherwise. */
export function withSwitchesOn(name: string, data: unknown): unknown {
  const file = path.join(SWITCHED_ON_DIR, `${name}.json`);
  return existsSync(file) ? mergeOver(data, JSON.parse(readFileSync(file, 'utf8')) as Json) : data;
}
