/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { previewCheckName } from '../../scripts/lib/cms/preview-check';
import { GOING_LIVE, guideReferences, guideSteps } from '../support/going-live';

const root = path.join(__dirname, '../..');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

interface Job {
  name?: string;
  if?: string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: unknown;
  jobs: Record<string, Job>;
}

const read = (file: string): Workflow => parse(readFileSync(path.join(root, '.github/workflows', file), 'utf8')) as Workflow;
const preview = read('firebase-hosting-pull-request.yml');
const publish = read('firebase-hosting-merge.yml');

const DEPLOY_ACTION = 'FirebaseExtended/action-hosting-deploy@';
const SECRET = 'FIREBASE_SERVICE_ACCOUNT';
const secretExpression = `\${{ secrets.${SECRET} }}`;

const isDeploy = (step: Step) => step.uses?.startsWith(DEPLOY_ACTION) ?? false;
const runs = (command: string) => (step: Step) => step.run?.includes(command) ?? false;
const readsSecret = (step: Step) => step.env?.[SECRET] === secretExpression;

/** The one job whose steps match, and its id. */
function jobWith(workflow: Workflow, matches: (step: Step) => boolean): [string, Job] {
  const found = Object.entries(workflow.jobs).filter(([, job]) => job.steps.some(matches));
  expect(found).toHaveLength(1);
  return found[0] ?? ['', { steps: [] }];
}

/** The one line of a step's output that starts with `prefix` (`::error::`, `::notice::`). */
function onlyLine(stdout: string, prefix: string): string {
  const found = stdout.split('\n').filter((line) => line.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0] ?? '';
}

/** A check's script, run as Actions runs it (`bash -e`), with only the environment given. */
function runStep(step: Step, env: Record<string, string>) {
  // Only a check that reads its environment and echoes: never an install, a build or the tests.
  if (/\b(npm|npx|node|apt-get|curl|bash)\b|\.ci\//.test(step.run ?? '')) throw new Error(`Not a check to run here: ${step.name}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'workflow-step-'));
  const output = path.join(dir, 'output');
  try {
    const result = spawnSync('bash', ['-e', '-c', step.run ?? ''], {
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env },
      encoding: 'utf8',
    });
    let written = '';
    try {
      written = readFileSync(output, 'utf8');
    } catch {
      // nothing written
    }
    return { status: result.status, stdout: result.stdout, output: written };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The guide steps a message names, each checked against the guide's own headings. */
function expectGuideSteps(message: string) {
  const steps = guideSteps(root);
  const named = guideReferences(message);
  expect(named.length).toBeGreaterThan(0);
  for (const { step, title } of named) expect(`${GOING_LIVE}, step ${step}: ${steps.get(step)}`).toBe(`${GOING_LIVE}, step ${step}: ${title}`);
}

describe('The guide the messages point to', () => {
  it('numbers its steps 1, 2, 3… in order', () => {
    const numbers = [...guideSteps(root).keys()];
    expect(numbers.length).toBeGreaterThanOrEqual(7);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('The Preview workflow (every pull request)', () => {
  let deployId = '';
  let deployJob: Job;
  let testId = '';
  let testJob: Job;
  beforeAll(() => {
    [deployId, deployJob] = jobWith(preview, isDeploy);
    [testId, testJob] = jobWith(preview, runs('bash .ci/run'));
  });

  it('publishes the preview as soon as the site is built, beside the tests, not after them', () => {
    expect(deployId).not.toBe(testId);
    // Nothing to wait for: the deploy job depends on no job, the test job on none either.
    expect(deployJob.needs).toBeUndefined();
    expect(testJob.needs).toBeUndefined();
    // It builds the site (the prerender included) and deploys that; it does not run the tests.
    const build = deployJob.steps.findIndex(runs('npm run build'));
    expect(build).toBeGreaterThan(-1);
    expect(build).toBeLessThan(deployJob.steps.findIndex(isDeploy));
    expect(deployJob.steps.some((step) => runs('.ci/run')(step) || runs('npm test')(step))).toBe(false);
    // The prerender needs Chromium, and the share images their font, from Debian.
    expect(deployJob.steps.find(runs('apt-get install'))?.run).toMatch(/\bchromium\b.*\bfonts-dejavu-core\b/);
    // The tests, and the list of placeholders the preview carries, are the other job's.
    expect(testJob.steps.some(runs('npm run check:launch -- --preview'))).toBe(true);
    // A pull request from a fork has no secrets: it is tested, not previewed.
    expect(deployJob.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
    expect(preview.on).toBe('pull_request');
  });

  it(`deploys with the GitHub token, so the action marks the pull request with the "${previewCheckName}" check the editor's preview button reads`, () => {
    expect(previewCheckName).toBe('Deploy Preview');
    const deploy = deployJob.steps.find(isDeploy)!;
    expect(deploy.uses).toBe(`${DEPLOY_ACTION}v0`);
    expect(deploy.with).toEqual({ repoToken: '${{ secrets.GITHUB_TOKEN }}', firebaseServiceAccount: secretExpression, expires: '7d' });
    // The check run, the comment, and the commit status of the same name beside them.
    expect(deployJob.permissions).toEqual({ checks: 'write', contents: 'read', 'pull-requests': 'write', statuses: 'write' });
    const status = deployJob.steps.find(runs('/statuses/'))!;
    expect(status.env).toMatchObject({
      CONTEXT: previewCheckName,
      HEAD_SHA: '${{ github.event.pull_request.head.sha }}',
      PREVIEW_URL: `\${{ steps.${deploy.id}.outputs.details_url }}`,
    });
    expect(deployJob.steps.indexOf(status)).toBeGreaterThan(deployJob.steps.indexOf(deploy));
  });

  it('without the key to Firebase, skips the preview with a notice naming the secret and the guide step, and does not fail', () => {
    const check = deployJob.steps.find(readsSecret)!;
    expect(check.id).toBeDefined();
    const missing = runStep(check, {});
    expect(missing.status).toBe(0);
    expect(missing.output).toBe('ready=false\n');
    const notice = onlyLine(missing.stdout, '::notice::');
    expect(notice).toContain(SECRET);
    expectGuideSteps(notice);
    const set = runStep(check, { [SECRET]: '{"type": "service_account"}' });
    expect(set).toEqual({ status: 0, stdout: '', output: 'ready=true\n' });
    // Every step after it waits for the key; the build before it would be wasted.
    const after = deployJob.steps.slice(deployJob.steps.indexOf(check) + 1);
    expect(after.length).toBeGreaterThan(0);
    for (const step of after) expect(`${step.name}: ${step.if}`).toBe(`${step.name}: steps.${check.id}.outputs.ready == 'true'`);
    expect(deployJob.steps.indexOf(check)).toBe(1);
  });
});

describe('The Publish workflow (every push to main)', () => {
  let job: Job;
  /** The step that reads the key. */
  let check: Step;
  beforeAll(() => {
    [, job] = jobWith(publish, isDeploy);
    check = job.steps.find(readsSecret) ?? {};
  });

  it('checks the key to Firebase first, before the launch check and the tests', () => {
    expect(job.steps[0]?.uses).toMatch(/^actions\/checkout@/);
    expect(job.steps.indexOf(check)).toBe(1);
    const first = (matches: (step: Step) => boolean) => job.steps.findIndex(matches);
    expect(first(runs('npm run check:launch'))).toBeGreaterThan(1);
    expect(first(runs('bash .ci/run'))).toBeGreaterThan(1);
    // The key it checks is the one the deploy uses.
    expect(job.steps.find(isDeploy)?.with).toMatchObject({ firebaseServiceAccount: secretExpression, channelId: 'live' });
  });

  it('without the key, fails with one error line naming the secret and the guide step that sets it', () => {
    const missing = runStep(check, {});
    expect(missing.status).toBe(1);
    const error = onlyLine(missing.stdout, '::error::');
    expect(error).toContain(SECRET);
    expectGuideSteps(error);
    expect(runStep(check, { [SECRET]: '{"type": "service_account"}' })).toMatchObject({ status: 0, stdout: '' });
  });

  it('runs on a push to main, or by hand (Actions → Publish → Run workflow), and publishes main only', () => {
    expect(publish.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null });
    const guard = job.steps.find((step) => step.if === "github.ref != 'refs/heads/main'")!;
    expect(runStep(guard, { GITHUB_REF_NAME: 'a-branch' }).status).toBe(1);
    expect(job.steps.indexOf(guard)).toBeLessThan(job.steps.findIndex(runs('bash .ci/run')));
  });
});

describe('Both workflows', () => {
  it('deploy a site built by `npm run build`, after the tests: never the test build, which holds the tests\' fixture posts', () => {
    for (const workflow of [preview, publish]) {
      const [, job] = jobWith(workflow, isDeploy);
      const deploy = job.steps.findIndex(isDeploy);
      const built = job.steps.findLastIndex(runs('npm run build'));
      const tested = job.steps.findLastIndex((step) => runs('bash .ci/run')(step) || runs('npm test')(step));
      expect(built).toBeGreaterThan(tested);
      expect(built).toBeLessThan(deploy);
    }
  });

  it('pass secrets and event values to a script through its environment, never pasted into it', () => {
    for (const workflow of [preview, publish]) {
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
      }
    }
  });
});
