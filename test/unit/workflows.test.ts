/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { Workflow as WorkflowFile, WorkflowJob, WorkflowStep } from '../../scripts/lib/workflow-rules';
import { previewCheckName } from '../../scripts/lib/cms/preview-check';
import { LIVE_ENVIRONMENT } from '../../scripts/lib/workflow-rules';
import { GOING_LIVE, guideReferences, guideSteps } from '../support/going-live';

const root = path.join(__dirname, '../..');

type Step = WorkflowStep;
/** A job of these workflows: each runs steps. */
type Job = WorkflowJob & { steps: Step[] };
type Workflow = WorkflowFile & { name: string; jobs: Record<string, Job> };

const read = (file: string): Workflow => parse(readFileSync(path.join(root, '.github/workflows', file), 'utf8')) as Workflow;
const preview = read('firebase-hosting-pull-request.yml');
const previewDeploy = read('preview-deploy.yml');
const tests = read('tests.yml');
const publish = read('firebase-hosting-merge.yml');
const all = [preview, previewDeploy, tests, publish];

const DEPLOY_ACTION = 'FirebaseExtended/action-hosting-deploy@';
const SECRET = 'FIREBASE_SERVICE_ACCOUNT';
const secretExpression = `\${{ secrets.${SECRET} }}`;

const isDeploy = (step: Step) => step.uses?.startsWith(DEPLOY_ACTION) ?? false;
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false;
const runs = (command: string) => (step: Step) => step.run?.includes(command) ?? false;
const readsSecret = (step: Step) => step.env?.[SECRET] === secretExpression;
const jobs = (workflow: Workflow) => Object.values(workflow.jobs);

/** The one job whose steps match. */
function jobWith(workflow: Workflow, matches: (step: Step) => boolean): Job {
  const found = jobs(workflow).filter((job) => job.steps.some(matches));
  expect(found).toHaveLength(1);
  return found[0] ?? { steps: [] };
}

const stepOf = (job: Job, matches: (step: Step) => boolean): Step => {
  const found = job.steps.filter(matches);
  expect(found).toHaveLength(1);
  return found[0] ?? {};
};

/** The one line of a step's output that starts with `prefix` (`::error::`, `::notice::`). */
function onlyLine(stdout: string, prefix: string): string {
  const found = stdout.split('\n').filter((line) => line.startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0] ?? '';
}

/** A step's script, run as Actions runs it (`bash -e`), in `cwd`, with only the environment given. */
function runScript(step: Step, env: Record<string, string>, cwd = tmpdir()) {
  const dir = mkdtempSync(path.join(tmpdir(), 'workflow-step-'));
  const output = path.join(dir, 'output');
  try {
    const result = spawnSync('bash', ['-e', '-c', step.run ?? ''], { cwd, env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, ...env }, encoding: 'utf8' });
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

/** A check that reads its environment and echoes: never an install, a build or the tests. */
function runCheck(step: Step, env: Record<string, string>) {
  if (/\b(npm|npx|node|apt-get|curl|bash)\b|\.ci\//.test(step.run ?? '')) throw new Error(`Not a check to run here: ${step.name}`);
  return runScript(step, env);
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

describe('A pull request', () => {
  const build = jobWith(preview, runs('npm run build'));
  const deploy = jobWith(previewDeploy, isDeploy);

  it('is built as it would go live, with no secret, and the build handed on as an artifact', () => {
    expect(preview.on).toBe('pull_request');
    expect(JSON.stringify(preview)).not.toContain('secrets.');
    // The site as it goes live: the build, then the folder a deploy publishes; not the tests, nor their fixture posts.
    const steps = build.steps;
    expect(steps.findIndex(runs('npm run build'))).toBeLessThan(steps.findIndex(runs('scripts/write-release.ts')));
    expect(steps.some((step) => runs('.ci/run')(step) || runs('npm test')(step) || runs('SITE_FIXTURES')(step))).toBe(false);
    expect(stepOf(build, uses('actions/upload-artifact')).with).toMatchObject({ name: 'release', path: 'release/', 'include-hidden-files': true });
    // The prerender needs Chromium, and the share images their font, from Debian.
    expect(stepOf(build, runs('apt-get install')).run).toMatch(/\bchromium\b.*\bfonts-dejavu-core\b/);
    // A pull request from a fork is tested, not previewed.
    expect(build.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('is tested beside the build by the check named "Tests", which the guide has the ruleset require', () => {
    expect(tests.on).toBe('pull_request');
    const test = jobWith(tests, runs('bash .ci/run'));
    expect(test.name).toBe('Tests');
    expect(test.steps.some(runs('npm run check:launch -- --preview'))).toBe(true);
    expect(readFileSync(path.join(root, GOING_LIVE), 'utf8')).toContain(`**${test.name}**`);
  });

  it(`gets its preview from main's copy of the deploy, as soon as its build succeeded, marked "${previewCheckName}" for the editor's preview button`, () => {
    // GitHub runs a workflow_run workflow from the default branch: a branch cannot change what runs with the key.
    expect(previewDeploy.on).toEqual({ workflow_run: { workflows: [preview.name], types: ['completed'] } });
    expect(deploy.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(deploy.environment).toBe('preview');
    // The built files of that run: the artifact the build uploaded, where the deploy looks for them.
    const download = stepOf(deploy, uses('actions/download-artifact'));
    expect(download.with).toMatchObject({ name: 'release', path: 'release', 'run-id': '${{ github.event.workflow_run.id }}' });
    const action = stepOf(deploy, isDeploy);
    expect(action.with).toMatchObject({
      firebaseServiceAccount: secretExpression,
      channelId: 'pr${{ github.event.workflow_run.pull_requests[0].number }}',
      entryPoint: 'release',
      expires: '7d',
    });
    const status = stepOf(deploy, runs('/statuses/'));
    expect(status.env).toMatchObject({ CONTEXT: previewCheckName, HEAD_SHA: '${{ github.event.workflow_run.head_sha }}', PREVIEW_URL: `\${{ steps.${action.id}.outputs.details_url }}` });
    expect(deploy.steps.indexOf(status)).toBeGreaterThan(deploy.steps.indexOf(action));
    // Reading the other run's artifact and writing the status; nothing else.
    expect(deploy.permissions).toEqual({ actions: 'read', statuses: 'write' });
  });

  it('without the key to Firebase, gets no preview, with a notice naming the secret and the guide step, and nothing fails', () => {
    const check = stepOf(deploy, readsSecret);
    const missing = runCheck(check, {});
    expect(missing.status).toBe(0);
    expect(missing.output).toBe('ready=false\n');
    const notice = onlyLine(missing.stdout, '::notice::');
    expect(notice).toContain(SECRET);
    expectGuideSteps(notice);
    expect(runCheck(check, { [SECRET]: '{"type": "service_account"}' })).toEqual({ status: 0, stdout: '', output: 'ready=true\n' });
    // Every step after it waits for the key.
    expect(deploy.steps.indexOf(check)).toBe(0);
    for (const step of deploy.steps.slice(1)) expect(`${step.name}: ${step.if}`).toBe(`${step.name}: steps.${check.id}.outputs.ready == 'true'`);
  });
});

describe('A push to main', () => {
  const build = jobWith(publish, runs('npm run build'));
  const deploy = jobWith(publish, isDeploy);

  it('builds once, with no secret, after the launch check, and does not run the tests again', () => {
    expect(publish.on).toEqual({ push: { branches: ['main'] }, workflow_dispatch: null });
    expect(JSON.stringify(build)).not.toContain('secrets.');
    const steps = build.steps;
    expect(steps.findIndex(runs('npm run check:launch'))).toBeLessThan(steps.findIndex(runs('npm run build')));
    expect(steps.findIndex(runs('npm run build'))).toBeLessThan(steps.findIndex(runs('scripts/write-release.ts')));
    expect(jobs(publish).some((job) => job.steps.some((step) => runs('.ci/run')(step) || runs('npm test')(step)))).toBe(false);
    expect(stepOf(build, uses('actions/upload-artifact')).with).toMatchObject({ name: 'release', path: 'release/', 'include-hidden-files': true });
  });

  it(`deploys that build to the live channel from the environment "${LIVE_ENVIRONMENT}", which only main may use`, () => {
    expect(deploy.needs).toBe(Object.entries(publish.jobs).find(([, job]) => job === build)?.[0]);
    expect(deploy.environment).toBe(LIVE_ENVIRONMENT);
    expect(stepOf(deploy, uses('actions/download-artifact')).with).toEqual({ name: 'release', path: 'release' });
    expect(stepOf(deploy, isDeploy).with).toMatchObject({ firebaseServiceAccount: secretExpression, channelId: 'live', entryPoint: 'release' });
    expect(deploy.permissions).toEqual({});
  });

  it('without the key, fails with one error line naming the secret and the guide step that sets it', () => {
    const check = stepOf(deploy, readsSecret);
    expect(deploy.steps.indexOf(check)).toBe(0);
    const missing = runCheck(check, {});
    expect(missing.status).toBe(1);
    const error = onlyLine(missing.stdout, '::error::');
    expect(error).toContain(SECRET);
    expectGuideSteps(error);
    expect(runCheck(check, { [SECRET]: '{"type": "service_account"}' })).toMatchObject({ status: 0, stdout: '', output: 'ready=true\n' });
  });
});

describe('Both deploys', () => {
  const deploys = [jobWith(previewDeploy, isDeploy), jobWith(publish, isDeploy)];
  const checks = deploys.map((job) => stepOf(job, runs("node - <<'CHECK'")));

  it('check the built files with the same words, before the deploy', () => {
    expect(checks[1]).toEqual(checks[0]);
    deploys.forEach((job, i) => expect(job.steps.indexOf(checks[i]!)).toBeLessThan(job.steps.findIndex(isDeploy)));
  });

  it('run firebase-tools at the version `npm run deploy` runs', () => {
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    const version = /firebase-tools@(\S+)/.exec(scripts.deploy ?? '')?.[1];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(scripts['deploy:preview']).toContain(`firebase-tools@${version} `);
    for (const job of deploys) {
      expect(stepOf(job, isDeploy).with?.firebaseToolsVersion).toBe(version);
      // The cache of the one npx installed: another version would be installed beside it, and cached under another key.
      expect(stepOf(job, uses('actions/cache')).with).toEqual({ path: '~/.npm/_npx', key: `firebase-tools-${version}` });
    }
  });

  describe('refuse built files that could run something beside the key', () => {
    let dir = '';
    const release = () => path.join(dir, 'release');
    const check = () => runScript(checks[0]!, { RELEASE: 'release' }, dir);
    const firebaseJson = (hosting: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      writeFileSync(path.join(release(), 'firebase.json'), JSON.stringify({ hosting: { public: 'dist', headers: [], ...hosting }, ...extra }));

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'release-check-'));
      mkdirSync(path.join(release(), 'dist', 'blog'), { recursive: true });
      writeFileSync(path.join(release(), 'dist', 'index.html'), '<!doctype html>');
      writeFileSync(path.join(release(), 'dist', 'blog', 'feed.xml'), '<rss/>');
      writeFileSync(path.join(release(), '.firebaserc'), '{ "projects": { "default": "a-project" } }');
      firebaseJson({});
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** The release while Google Analytics is on: the site and the editor, two targets, each from its folder. */
    const twoSites = (site: Record<string, unknown> = {}, editor: Record<string, unknown> = {}, more: Record<string, unknown>[] = []) => {
      mkdirSync(path.join(release(), 'admin', 'admin'), { recursive: true });
      writeFileSync(path.join(release(), 'admin', 'admin', 'index.html'), '<!doctype html>');
      writeFileSync(
        path.join(release(), 'firebase.json'),
        JSON.stringify({ hosting: [{ target: 'site', public: 'dist', headers: [], ...site }, { target: 'admin', public: 'admin', headers: [], ...editor }, ...more] }),
      );
    };

    it('and pass what the build writes', () => {
      expect(check()).toMatchObject({ status: 0, stdout: '' });
    });

    it('and pass the site and the editor on Hosting sites of their own', () => {
      twoSites();
      expect(check()).toMatchObject({ status: 0, stdout: '' });
    });

    it.each([
      ['a third site', () => twoSites({}, {}, [{ target: 'more', public: 'dist' }]), 'firebase.json: "hosting" must be one object, or the targets site and admin in that order'],
      ['the targets the other way round', () => (twoSites(), writeFileSync(path.join(release(), 'firebase.json'), JSON.stringify({ hosting: [{ target: 'admin', public: 'admin' }, { target: 'site', public: 'dist' }] }))), 'firebase.json: "hosting" must be one object, or the targets site and admin in that order'],
      ["the editor's site from another folder", () => twoSites({}, { public: 'dist' }), 'firebase.json: hosting[1].public must be "admin"'],
      ["a hook on the editor's site", () => twoSites({}, { postdeploy: 'curl evil.example' }), 'firebase.json: hosting[1].postdeploy is not allowed here'],
      ['code to build for the site', () => twoSites({ source: '.' }), 'firebase.json: hosting[0].source is not allowed here'],
      ['a target on the one site', () => firebaseJson({ target: 'site' }), 'firebase.json: hosting.target is not allowed here'],
      ["the editor's folder beside one site", () => mkdirSync(path.join(release(), 'admin')), 'the built site holds .firebaserc, admin, dist, firebase.json, where only .firebaserc, dist and firebase.json belong'],
      ["two sites without the editor's folder", () => (twoSites(), rmSync(path.join(release(), 'admin'), { recursive: true })), 'the built site holds .firebaserc, dist, firebase.json, where only .firebaserc, admin, dist and firebase.json belong'],
      ["a link out of the editor's site", () => (twoSites(), symlinkSync('/proc/self/environ', path.join(release(), 'admin', 'admin', 'env.txt'))), 'admin/admin/env.txt is a link or a special file'],
    ])('with two sites: %s', (_, seed, message) => {
      seed();
      const result = check();
      expect(result.status).toBe(1);
      expect(onlyLine(result.stdout, '::error::')).toContain(`::error::Nothing was published: ${message}`);
    });

    it.each([
      ['a predeploy hook', () => firebaseJson({ predeploy: ['npm ci'] }), 'firebase.json: hosting.predeploy is not allowed here'],
      ['a postdeploy hook', () => firebaseJson({ postdeploy: 'curl evil.example' }), 'firebase.json: hosting.postdeploy is not allowed here'],
      ['code to build', () => firebaseJson({ source: '.' }), 'firebase.json: hosting.source is not allowed here'],
      ['another section', () => firebaseJson({}, { functions: { source: 'functions' } }), 'firebase.json: "functions" is not allowed here'],
      ['another folder', () => firebaseJson({ public: '..' }), 'firebase.json: hosting.public must be "dist"'],
      ['packages beside the site', () => mkdirSync(path.join(release(), 'node_modules')), 'the built site holds .firebaserc, dist, firebase.json, node_modules'],
      ['a link out of the site', () => symlinkSync('/proc/self/environ', path.join(release(), 'dist', 'blog', 'env.txt')), 'dist/blog/env.txt is a link or a special file'],
    ])('%s', (_, seed, message) => {
      seed();
      const result = check();
      expect(result.status).toBe(1);
      expect(onlyLine(result.stdout, '::error::')).toContain(`::error::Nothing was published: ${message}`);
    });
  });
});

describe('Both builds', () => {
  const builds = [jobWith(preview, runs('npm run build')), jobWith(publish, runs('npm run build'))] as (Job & { container?: string })[];

  it("reuse the packages installed for the same lockfile and Node release, and install only when there are none", () => {
    for (const build of builds) {
      const node = /^node:(\d+\.\d+\.\d+)-/.exec(build.container ?? '')?.[1];
      expect(node).toBeDefined();
      const cache = stepOf(build, uses('actions/cache'));
      expect(cache.with).toEqual({ path: 'node_modules', key: `node-modules-node${node}-\${{ hashFiles('package-lock.json') }}` });
      expect(stepOf(build, runs('npm ci')).if).toBe(`steps.${cache.id}.outputs.cache-hit != 'true'`);
      expect(build.steps.indexOf(cache)).toBeLessThan(build.steps.findIndex(runs('npm ci')));
    }
  });
});

describe('Every workflow', () => {
  it('passes secrets and event values to a script through its environment, never pasted into it', () => {
    for (const workflow of all) for (const job of jobs(workflow)) for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
  });
});
