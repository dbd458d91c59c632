/**
 * `npm run check:launch [-- --preview]`: lists every placeholder and every
 * outbound link that is not https, one line each with its file and field, and
 * exits 1 if there is any (with --preview it only lists them); and runs the
 * build's own checks first (the settings, then the pages' words, the posts and
 * the founder's photo against them), so it never says ready while the build
 * would stop. Words to look at (two posts closing on one formula) are listed
 * and never fail it. `npm run deploy` and the publishing workflow run it first. See
 * scripts/lib/launch-check.ts.
 */
import path from 'node:path';
import type { SiteSettings } from '../src/config/schema/site';
import { compileSettingsModules } from './compile-settings';
import { launchReport } from './lib/launch-check';
import { compileSettings } from './lib/settings/compile';

const projectRoot = path.resolve(__dirname, '..');
const BUILD_CHECKS = path.join(__dirname, 'lib', 'build-checks');

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : projectRoot;

/** The lines the build would stop on. Another project's copy (`--root`) has its settings checked; its words are checked by its own scripts. */
async function refusals(): Promise<string[]> {
  const settings = compileSettings(root);
  if (settings.problems.length > 0 || root !== projectRoot) return settings.problems;
  // The build's first step: the words are checked against the settings as just written.
  await compileSettingsModules(root);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once the settings' modules are written, which an import cannot wait for
  const { buildProblems } = require(BUILD_CHECKS) as typeof import('./lib/build-checks');
  const site = settings.values.find(({ entry }) => entry.name === 'site')?.value as SiteSettings;
  return buildProblems(root, site.founder.photo);
}

refusals()
  .then((refused) => {
    const { lines, failed } = launchReport(root, { preview: args.includes('--preview'), refused });
    console.log(lines.join('\n'));
    process.exitCode = failed ? 1 : 0;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
