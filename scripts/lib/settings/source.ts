import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsFiles } from './files';

/**
 * The settings files as an owner wrote them. Setup and the launch check walk every value of
 * every file in src/config/settings, so a field added there is asked for and checked with no
 * change here, and setup writes an answer back into its file in the shape the editor writes:
 * two-space indent, a final newline, the keys in their order.
 */

/** One value of a settings file: `contact.email` of src/config/settings/site.json. */
export interface SettingsField {
  /** The file, relative to the project root, with forward slashes. */
  file: string;
  /** The field as the file spells it: `contact.email`, `founder.name.ar`. */
  path: string;
  /** The field among all settings, by its file's name: `site.contact.email`. */
  name: string;
  /** The last key: what the value is (`email`, `ar`, `payment`). */
  key: string;
  value: string | number | boolean;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every value of one file's data, in the file's order. */
export function readFields(file: string, data: Json, prefix: string): SettingsField[] {
  const fields: SettingsField[] = [];
  const walk = (node: Json, keys: string[]) => {
    if (node !== null && typeof node === 'object') {
      const entries: [string, Json][] = Array.isArray(node) ? node.map((item, index) => [String(index), item]) : Object.entries(node);
      for (const [key, child] of entries) walk(child, [...keys, key]);
    } else if (node !== null && keys.length > 0) {
      const fieldPath = keys.join('.');
      fields.push({ file, path: fieldPath, name: `${prefix}.${fieldPath}`, key: keys[keys.length - 1] as string, value: node });
    }
  };
  walk(data, []);
  return fields;
}

const readJson = (root: string, file: string): Json => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;

/** Every value of every settings file under `root`: the site's first, then the others. */
export const readSettings = (root: string): SettingsField[] => settingsFiles.flatMap(({ file, name }) => readFields(file, readJson(root, file), name));

/** A settings file's text: two-space indent and a final newline, as the editor writes it. */
export const settingsText = (data: unknown): string => `${JSON.stringify(data, null, 2)}\n`;

/** A file's data with the answered fields (by their path in the file) set; every other value, and the order of the keys, as they were. */
export function withAnswers(data: Json, answers: ReadonlyMap<string, string>): Json {
  const copy = structuredClone(data);
  for (const [fieldPath, answer] of answers) {
    const keys = fieldPath.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, copy);
    if (parent === null || typeof parent !== 'object' || !(last in parent)) throw new Error(`no field ${fieldPath} to write`);
    // An optional field answered with nothing is left out, as the editor leaves it out.
    if (answer === '') delete (parent as Record<string, Json>)[last];
    else (parent as Record<string, Json>)[last] = answer;
  }
  return copy;
}

/** Reads one file under `root` as data. */
export const readSettingsData = (root: string, file: string): Json => readJson(root, file);
