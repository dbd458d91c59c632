/**
 * Checks every settings file of src/config/settings against its schema and writes what the site
 * imports: `src/config/generated/<name>.ts`, typed by the schema (run first by `npm run assets`:
 * the artwork, the posts and the pages' words read these facts). A mistake stops the build with
 * one line per problem: the file, the field, the rule. The schema library and the phone tables
 * run here only, never in a visitor's browser.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSettings, settingsModule } from './lib/settings/compile';
import { run, SourceError } from './lib/run';

// `--root <dir>`: another copy of the project (a test's).
const rootAt = process.argv.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(process.argv[rootAt + 1] ?? '.') : path.resolve(__dirname, '..');
const outDir = path.join(root, 'src', 'config', 'generated');

run(async () => {
  const { values, problems } = compileSettings(root);
  if (problems.length > 0) throw new SourceError([`The settings have ${problems.length} problem${problems.length === 1 ? '' : 's'}:`, ...problems].join('\n'));
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await Promise.all(values.map(({ entry, value }) => writeFile(path.join(outDir, `${entry.name}.ts`), settingsModule(entry, value))));
  console.log(`Checked and compiled ${values.length} settings files`);
});
