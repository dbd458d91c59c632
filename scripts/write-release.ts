/**
 * After the build: release/, what a deploy publishes and nothing else. firebase.json as it is
 * served (the form service of the settings allowed, scripts/lib/form-action.ts), .firebaserc
 * (the Firebase project) and a copy of dist/. The workflows hand this folder from the job that
 * builds, which holds no secret, to the job that deploys, which runs nothing from the
 * repository; `npm run deploy` publishes the same folder.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { servedFirebaseJson } from './lib/form-action';
import { run } from './lib/run';

const root = path.resolve(__dirname, '..');
const release = path.join(root, 'release');

run(async () => {
  if (!existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/index.html: there is no built site to release; run `npm run build` first');
  rmSync(release, { recursive: true, force: true });
  mkdirSync(release);
  writeFileSync(path.join(release, 'firebase.json'), servedFirebaseJson());
  // Without it the deploy names no project; the launch check says so first.
  if (existsSync(path.join(root, '.firebaserc'))) cpSync(path.join(root, '.firebaserc'), path.join(release, '.firebaserc'));
  cpSync(path.join(root, 'dist'), path.join(release, 'dist'), { recursive: true });
  console.log('release/: the built site and the hosting config it is deployed with');
});
