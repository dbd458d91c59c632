/**
 * Checks every settings file of src/config/settings against its schema and writes what the site
 * imports: `src/config/generated/<name>.ts`, typed by the schema (run first by `npm run assets`:
 * the artwork, the posts and the pages' words read these facts). A mistake stops the build with
 * one line per problem: the file, the field, the rule. The schema library and the phone tables
 * run here only, never in a visitor's browser.
 */
import path from 'node:path';
import { writeGeneratedFiles } from './lib/generated-files';
import { compileSettings, settingsModule } from './lib/settings/compile';
import { changedForTests, forTestsBuild, isTestsBuild, TESTS_BUILD_FILE } from './lib/settings/tests-build';
import { run, SourceError } from './lib/run';
import { projectRoot, siteRoot } from './lib/site-root';

/** Checks the settings of the project at `root` and writes their modules; returns how many files changed. Throws the problems. */
export async function compileSettingsModules(root?: string): Promise<{ summary: string; changed: number }> {
  // The tests' build reads the tests' site and changes a few values first (SITE_FIXTURES=1; scripts/lib/settings/tests-build.ts).
  const { values, problems } = compileSettings(root ?? siteRoot(), forTestsBuild);
  if (problems.length > 0) throw new SourceError([`The settings have ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems].join('\n'));
  const files = Object.fromEntries(
    values.map(({ entry, value }) => [`${entry.name}.ts`, settingsModule(entry, value, isTestsBuild() && changedForTests(entry.name) ? TESTS_BUILD_FILE : undefined)]),
  );
  const changed = await writeGeneratedFiles(path.join(root ?? projectRoot, 'src', 'config', 'generated'), files);
  return { summary: `Checked and compiled ${values.length} settings files`, changed };
}

if (require.main === module) {
  // `--root <dir>`: another copy of the project (a test's).
  const rootAt = process.argv.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : undefined;
  run(async () => console.log((await compileSettingsModules(root)).summary));
}
