/**
 * `npm run owner-road [-- --keep]`: walks the owner's road whole, as docs/going-live.md has an owner
 * walk it. A scratch clone of the committed project (HEAD; uncommitted changes are not in it, and
 * the libraries are this project's, linked) gets another owner's real details written over its
 * settings as `npm run setup` or the editor writes them (test/fixtures/settings/another-owner: the
 * settings files, `.firebaserc` and the founder's photo; the form service reaches the CSP from the
 * settings at build, with no step of its own) and every field of the pages' words edited to other
 * words that still pass the build (scripts/lib/edited-words.ts), the legal pages included, and the
 * everyday edits that once turned the tests red (scripts/lib/owner-edits.ts: numbers in a
 * testimonial, a clause rewritten, a line added to and taken from a list, a longer and a shorter
 * title), then runs `npm run check:launch`, `npm test` and `npm run check:site` there, as the
 * Publish workflow and the pull request's Tests check run them.
 * Prints each step's result and time; exits 1 if any failed, keeping the clone to look into
 * (--keep keeps it anyway). About as long as `npm test` itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { editEveryField } from './lib/edited-words';
import { FIREBASE_RC } from './lib/launch-check';
import { everydayEdits } from './lib/owner-edits';
import { settingsFiles } from './lib/settings/files';

const root = path.resolve(__dirname, '..');
const FIXTURE = path.join(root, 'test', 'fixtures', 'settings', 'another-owner');

interface Step {
  name: string;
  command: string;
  args: string[];
}

const steps: Step[] = [
  { name: 'npm run check:launch', command: 'npm', args: ['run', 'check:launch'] },
  { name: 'npm test', command: 'npm', args: ['test'] },
  { name: 'npm run check:site', command: 'npm', args: ['run', 'check:site'] },
];

/** A clone of HEAD with this project's libraries, and another owner's details written as setup writes them. */
function scratchProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'owner-road-'));
  const clone = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
  if (clone.status !== 0) throw new Error(`git clone of ${root} failed`);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const { file, name } of settingsFiles) cpSync(path.join(FIXTURE, `${name}.json`), path.join(dir, file));
  cpSync(path.join(FIXTURE, FIREBASE_RC), path.join(dir, FIREBASE_RC));
  // The founder's photo, uploaded where the editor puts it.
  cpSync(path.join(FIXTURE, 'photos'), path.join(dir, 'src', 'assets', 'photos'), { recursive: true });
  const edited = editEveryField(dir);
  const everyday = everydayEdits(dir);
  console.log(`Another owner's details written into a clone of HEAD, ${edited} fields of the pages' words edited, and ${everyday.join('; ')}: ${dir}`);
  return dir;
}

function main(): number {
  const keep = process.argv.includes('--keep');
  const dir = scratchProject();
  const results: { name: string; passed: boolean; seconds: number }[] = [];
  for (const step of steps) {
    console.log(`\n== ${step.name}`);
    const started = Date.now();
    // The clone's own environment: no fixture switch or other setting of this shell's leaks in.
    const env = { ...process.env };
    delete env.SITE_FIXTURES;
    const run = spawnSync(step.command, step.args, { cwd: dir, stdio: 'inherit', env });
    results.push({ name: step.name, passed: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
    if (run.status !== 0) break;
  }
  console.log("\nThe owner's road, with another owner's details:");
  for (const step of steps) {
    const result = results.find(({ name }) => name === step.name);
    console.log(`  ${result ? (result.passed ? 'passed' : 'FAILED') : 'not run'}  ${step.name}${result ? ` (${result.seconds} s)` : ''}`);
  }
  const passed = results.length === steps.length && results.every((result) => result.passed);
  if (passed && !keep) rmSync(dir, { recursive: true, force: true });
  else if (existsSync(dir)) console.log(`The clone is kept: ${dir}`);
  return passed ? 0 : 1;
}

process.exitCode = main();
