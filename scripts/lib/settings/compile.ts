/**
 * Reads a settings file and checks it against its schema: the values the site is built with (the
 * phone's written form derived, an empty social link left out), or every problem, one line each.
 */
import path from 'node:path';
import { problemLines, readJsonFile, typedModule, type Checked } from '../content/problems';
import { settingsFiles, type SettingsFile } from './files';

const projectRoot = path.resolve(__dirname, '..', '..', '..');

export type { Checked };

/** Checks data already read (a test's broken copy, an editor's draft, setup's answers) as if it were the file. */
export function checkSettings(entry: SettingsFile, data: unknown): Checked {
  const result = entry.schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemLines(entry.file, result.error.issues) };
}

/** Reads one settings file under `root` and checks it. */
export function checkSettingsFile(entry: SettingsFile, root = projectRoot): Checked {
  const read = readJsonFile(root, entry.file, `the site's settings are one file each: ${settingsFiles.map((f) => path.basename(f.file)).join(', ')}`);
  return read.ok ? checkSettings(entry, read.value) : read;
}

export interface CompiledSettings {
  values: { entry: SettingsFile; value: unknown }[];
  problems: string[];
}

/**
 * What the tests' build (SITE_FIXTURES=1, as for the fixture posts) counts visits with: another
 * owner's services, so that the runtime is in the site the browser tests load (it counts only at
 * the site's own address, src/analytics/count-views.ts, never at the tests' local one). The
 * owner's own file is what every other build reads.
 */
export const ANALYTICS_FIXTURE = 'test/fixtures/settings/another-owner/analytics.json';
const fixtureFor = (entry: SettingsFile, root: string): SettingsFile | undefined =>
  process.env.SITE_FIXTURES === '1' && root === projectRoot && entry.name === 'analytics' ? { ...entry, file: ANALYTICS_FIXTURE } : undefined;

/** Every settings file, checked. */
export function compileSettings(root = projectRoot): CompiledSettings {
  const values: CompiledSettings['values'] = [];
  const problems: string[] = [];
  for (const settings of settingsFiles) {
    const entry = fixtureFor(settings, root) ?? settings;
    const checked = checkSettingsFile(entry, root);
    if (checked.ok) values.push({ entry, value: checked.value });
    else problems.push(...checked.problems);
  }
  return { values, problems };
}

/** The generated module of one settings file: its checked values, typed by its schema. */
export const settingsModule = (entry: SettingsFile, value: unknown): string =>
  typedModule({ script: 'scripts/compile-settings.ts', from: entry.file, typeName: entry.type.name, typeModule: `../schema/${entry.type.module}`, value });
