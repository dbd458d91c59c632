/**
 * Reads a settings file and checks it against its schema: the values the site is built with (the
 * phone's written form derived, an empty social link left out), or every problem, one line each.
 */
import path from 'node:path';
import { problemLines, readJsonFile, typedModule, type Checked } from '../content/problems';
import { settingsFiles, type SettingsFile } from './files';
import { withSwitchesOn } from './switched-on';

const projectRoot = path.resolve(__dirname, '..', '..', '..');

export type { Checked };

/** Checks data already read (a test's broken copy, an editor's draft, setup's answers) as if it were the file. */
export function checkSettings(entry: SettingsFile, data: unknown): Checked {
  const result = entry.schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemLines(entry.file, result.error.issues) };
}

/** Reads one settings file under `root` and checks it; `switchedOn`: with the tests' switches on (switched-on.ts). */
export function checkSettingsFile(entry: SettingsFile, root = projectRoot, { switchedOn = false } = {}): Checked {
  const read = readJsonFile(root, entry.file, `the site's settings are one file each: ${settingsFiles.map((f) => path.basename(f.file)).join(', ')}`);
  if (!read.ok) return read;
  return checkSettings(entry, switchedOn ? withSwitchesOn(entry.name, read.value) : read.value);
}

export interface CompiledSettings {
  values: { entry: SettingsFile; value: unknown }[];
  problems: string[];
}

/** Every settings file, checked. */
export function compileSettings(root = projectRoot, options: { switchedOn?: boolean } = {}): CompiledSettings {
  const values: CompiledSettings['values'] = [];
  const problems: string[] = [];
  for (const entry of settingsFiles) {
    const checked = checkSettingsFile(entry, root, options);
    if (checked.ok) values.push({ entry, value: checked.value });
    else problems.push(...checked.problems);
  }
  return { values, problems };
}

/** The generated module of one settings file: its checked values, typed by its schema. */
export const settingsModule = (entry: SettingsFile, value: unknown): string =>
  typedModule({ script: 'scripts/compile-settings.ts', from: entry.file, typeName: entry.type.name, typeModule: `../schema/${entry.type.module}`, value });
