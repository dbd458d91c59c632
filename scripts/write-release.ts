/**
 * After the build: release/, what a deploy publishes and nothing else. firebase.json as it is
 * served (the form service of the settings allowed, scripts/lib/form-action.ts), .firebaserc
 * (the Firebase project) and a copy of dist/; while Google Analytics is on, the editor on a
 * Hosting site of its own beside it (scripts/lib/admin-site.ts). The workflows hand this folder
 * from the job that builds, which can sign in nowhere, to the job that deploys, which runs nothing
 * from the repository and names the project and sites itself (its own .firebaserc in place of this
 * one); `npm run deploy` publishes the same folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analytics } from '../src/config/analytics';
import { releasePlan, writeReleaseFolder } from './lib/admin-site';
import { servedFirebaseJson } from './lib/form-action';
import { FIREBASE_RC } from './lib/launch-check';
import { run } from './lib/run';

const root = path.resolve(__dirname, '..');
const release = path.join(root, 'release');

run(async () => {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html: there is no built site to release; run `npm run build` first');
  const rc = path.join(root, FIREBASE_RC);
  // Without .firebaserc the deploy names no project; the launch check says so first.
  const plan = releasePlan(servedFirebaseJson(), existsSync(rc) ? readFileSync(rc, 'utf8') : undefined, analytics.googleAnalytics !== undefined);
  writeReleaseFolder(path.join(root, 'dist'), release, plan);
  console.log(
    plan.editor
      ? `release/: the built site and, on a Hosting site of its own (Google Analytics is on), the editor at ${plan.editor}`
      : 'release/: the built site and the hosting config it is deployed with',
  );
});
