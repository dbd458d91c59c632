import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREBASE_RC } from '../../scripts/lib/launch-check';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile, settingsFiles } from '../../scripts/lib/settings/files';
import { readFields, type Json, type SettingsField } from '../../scripts/lib/settings/source';
import { testsSite } from './tests-site';

/**
 * The tests' own settings (test/fixtures/settings/<fixture>/, one file per settings file, named as
 * in src/config/settings, a `.firebaserc` where the owner would have one, and `photos/`, the
 * uploads src/assets/photos/ would hold). The owner's files are
 * never the tests' data: a test that needs known values, or a project still to set up, takes them
 * from here.
 *
 * - `template`: the placeholders the template ships with (a project before `npm run setup`);
 * - `another-owner`: another owner's real details, as setup or the editor writes them: a longer
 *   brand, a real number, links, a legal entity in another jurisdiction, other prices and periods,
 *   the founder's photo.
 */
export type SettingsFixture = 'template' | 'another-owner';

const root = path.resolve(__dirname, '../..');
/** A fixture's uploads, and where the editor puts them in the project. */
export const PHOTOS = 'photos';
export const PHOTOS_DIR = 'src/assets/photos';
export const fixtureDir = (fixture: SettingsFixture): string => path.join(root, 'test', 'fixtures', 'settings', fixture);

/** A settings file of a fixture (by its name: `site`, `services`…) as data: a fresh copy to change at will. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test writes any value, wrong ones on purpose
export const fixtureData = (fixture: SettingsFixture, name: string): Record<string, any> =>
  JSON.parse(readFileSync(path.join(fixtureDir(fixture), `${name}.json`), 'utf8')) as Record<string, unknown>;

/** Every value of a fixture's settings, as the files in src/config/settings would give them. */
export const fixtureFields = (fixture: SettingsFixture): SettingsField[] =>
  settingsFiles.flatMap(({ file, name }) => readFields(file, fixtureData(fixture, name) as Json, name));

/** What the build makes of a fixture's settings file, changed first at will (throws on a problem). */
export function builtFixture<T>(fixture: SettingsFixture, name: string, change: (data: ReturnType<typeof fixtureData>) => void = () => undefined): T {
  const data = fixtureData(fixture, name);
  change(data);
  const checked = checkSettings(settingsFile(name), data);
  if (!checked.ok) throw new Error(checked.problems.join('\n'));
  return checked.value as T;
}

/** Every settings file of a fixture as the build makes it, by the generated module's name: what `withSettings` takes. */
export const builtSettings = (fixture: SettingsFixture): Record<string, unknown> =>
  Object.fromEntries(settingsFiles.map(({ name }) => [name, builtFixture(fixture, name)]));

/**
 * A copy of the files that setup, the launch check and the build's checks read (the tests' site's
 * words, the posts, firebase.json) in a temporary folder, with a fixture's settings, `.firebaserc`
 * and photos.
 */
export function projectWith(fixture: SettingsFixture): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${fixture}-`));
  const notGenerated = (from: string) => !from.includes('generated');
  cpSync(path.join(testsSite, 'src/content'), path.join(dir, 'src/content'), { recursive: true });
  // The house style (the code's rules) is the project's.
  for (const item of ['src/content/style', 'firebase.json']) cpSync(path.join(root, item), path.join(dir, item), { recursive: true, filter: notGenerated });
  for (const { file, name } of settingsFiles) cpSync(path.join(fixtureDir(fixture), `${name}.json`), path.join(dir, file));
  const firebaserc = path.join(fixtureDir(fixture), FIREBASE_RC);
  if (existsSync(firebaserc)) cpSync(firebaserc, path.join(dir, FIREBASE_RC));
  const photos = path.join(fixtureDir(fixture), PHOTOS);
  if (existsSync(photos)) cpSync(photos, path.join(dir, PHOTOS_DIR), { recursive: true });
  return dir;
}

/**
 * Runs `use` against a fresh copy of the code, built with these settings in place of the files'
 * (the generated modules by name: `site`, `services`…), as `npm run assets` would build it.
 */
export function withSettings<T>(settings: Record<string, unknown>, use: (load: <M>(module: string) => M) => T): T {
  let result: T | undefined;
  jest.isolateModules(() => {
    for (const [name, value] of Object.entries(settings)) {
      jest.doMock(`../../src/config/generated/${name}`, () => ({ __esModule: true, default: value }));
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
    result = use((module) => require(module));
  });
  return result as T;
}
