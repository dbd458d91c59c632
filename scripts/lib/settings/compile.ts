/**
 * Reads a settings file and checks it against its schema: the values the site is built with (the
 * phone's written form derived, an empty social link left out), or every problem, one line each.
 */
import path from 'node:path';
import { problemLines, readJsonFile, typedModule, type Checked } from '../content/problems';
import { siteRoot } from '../site-root';
import { settingsFiles, type SettingsFile } from './files';


export type { Checked };

/** Checks data already read (a test's broken copy, an editor's draft, setup's answers) as if it were the file. */
export function checkSettings(entry: SettingsFile, data: unknown): Checked {
  const result = entry.schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemLines(entry.file, result.error.issues) };
}

/** What is done to a file's data between reading and checking it (the tests' build's changes): nothing, by default. */
type Prepare = (name: string, data: unknown) => unknown;

/** Reads one settings file under `root` (the owner's project, or the tests' site in the tests' build) and checks it. */
export function checkSettingsFile(entry: SettingsFile, root = siteRoot(), prepare: Prepare = (_name, data) => data): Checked {
  const read = readJsonFile(root, entry.file, `the site's settings are one file each: ${settingsFiles.map((f) => path.basename(f.file)).join(', ')}`);
  return read.ok ? checkSettings(entry, prepare(entry.name, read.value)) : read;
}

export interface CompiledSettings {
  values: { entry: SettingsFile; value: unknown }[];
  problems: string[];
}

/** Every settings file, checked (`prepare`: as in checkSettingsFile). */
export function compileSettings(root = siteRoot(), prepare?: Prepare): CompiledSettings {
  const values: CompiledSettings['values'] = [];
  const problems: string[] = [];
  for (const entry of settingsFiles) {
    const checked = checkSettingsFile(entry, root, prepare);
    if (checked.ok) values.push({ entry, value: checked.value });
    else problems.push(...checked.problems);
  }
  return { values, problems };
}

/** The generated module of one settings file: its checked values, typed by its schema (`changes`: the file of the tests' build's changes, when they are in it). */
export const settingsModule = (entry: SettingsFile, value: unknown, changes?: string): string =>
  typedModule({ script: 'scripts/compile-settings.ts', from: changes ? `${entry.file} (with the tests' build's changes, ${changes})` : entry.file, typeName: entry.type.name, typeModule: `../schema/${entry.type.module}`, value });
