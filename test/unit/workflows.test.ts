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
import { LIVE_ENVIRONMENT, LOCKED_FIREBASE } from '../../scripts/lib/workflow-rules';
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

/** What a deploy job needs to sign in and name its project: variables of its environment, no key. */
const SETTINGS = ['FIREBASE_PROJECT', 'FIREBASE_ADMIN_SITE', 'GCP_WORKLOAD_IDENTITY_PROVIDER', 'GCP_SERVICE_ACCOUNT'];
const REQUIRED = SETTINGS.filter((name) => name !== 'FIREBASE_ADMIN_SITE');
const configured = Object.fromEntries(REQUIRED.map((name) => [name, name === 'FIREBASE_PROJECT' ? 'noor-website' : `a-${name.toLowerCase()}`]));

const runs = (command: string) => (step: Step) => step.run?.includes(command) ?? false;
const isDeploy = runs(`node ${LOCKED_FIREBASE} `);
const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) ?? false;
const isConfigCheck = (step: Step) => step.id === 'config';
const jobs = (workflow: Workflow) => Object.values(workflow.jobs);
/** A job that can sign in somewhere: it reads a secret, or may ask GitHub for an OIDC token. */
const canSignIn = (workflow: Workflow, job: Job) =>
  /\$\{\{[^}]*\bsecrets\.(?!GITHUB_TOKEN\b)/.test(JSON.stringify([workflow.env, job])) || (typeof job.permissions === 'object' && job.permissions['id-token'] === 'write') || job.permissions === 'write-all';

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
    // GitHub runs a workflow_run workflow from the default branch: a branch cannot change what runs with the sign-in.
    expect(previewDeploy.on).toEqual({ workflow_run: { workflows: [preview.name], types: ['completed'] } });
    expect(deploy.if).toContain("github.event.workflow_run.conclusion == 'success'");
    // A fork's build: neither an empty pull request list nor its head repository lets it through.
    expect(deploy.if).toContain('github.event.workflow_run.head_repository.full_name == github.repository');
    expect(deploy.if).toContain("toJSON(github.event.workflow_run.pull_requests) != '[]'");
    expect(deploy.environment).toBe('preview');
    // One deploy at a time per pull request, named by its number.
    expect((previewDeploy as { concurrency?: { group?: string } }).concurrency?.group).toContain('github.event.workflow_run.pull_requests[0].number');
    // The built files of that run: the artifact the build uploaded, where the deploy looks for them.
    const download = stepOf(deploy, (step) => uses('actions/download-artifact')(step) && step.with?.name === 'release');
    expect(download.with).toMatchObject({ name: 'release', path: 'release', 'run-id': '${{ github.event.workflow_run.id }}' });
    const action = stepOf(deploy, isDeploy);
    expect(action.env).toEqual({ CHANNEL: 'pr${{ github.event.workflow_run.pull_requests[0].number }}' });
    expect(action.run).toContain('hosting:channel:deploy "$CHANNEL" --expires 7d --project "$FIREBASE_PROJECT"');
    const status = stepOf(deploy, runs('/statuses/'));
    expect(status.env).toMatchObject({ CONTEXT: previewCheckName, HEAD_SHA: '${{ github.event.workflow_run.head_sha }}', PREVIEW_URL: `\${{ steps.${action.id}.outputs.details_url }}` });
    expect(deploy.steps.indexOf(status)).toBeGreaterThan(deploy.steps.indexOf(action));
    // Reading the other run's artifact, writing the status, and GitHub's token for the preview's sign-in; nothing else.
    expect(deploy.permissions).toEqual({ actions: 'read', statuses: 'write', 'id-token': 'write' });
  });

  it('without its settings, gets no preview, with a notice naming them and the guide step, and nothing fails', () => {
    const check = stepOf(deploy, isConfigCheck);
    const missing = runCheck(check, {});
    expect(missing.status).toBe(0);
    expect(missing.output).toBe('ready=false\n');
    const notice = onlyLine(missing.stdout, '::notice::');
    for (const name of REQUIRED) expect(notice).toContain(name);
    expectGuideSteps(notice);
    expect(runCheck(check, configured)).toEqual({ status: 0, stdout: '', output: 'ready=true\n' });
    // Every step after it waits for the settings.
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
    const ids = Object.entries(publish.jobs);
    const idOf = (job: Job) => ids.find(([, each]) => each === job)?.[0];
    expect(deploy.needs).toEqual([idOf(build), idOf(jobWith(publish, runs('npm ci --ignore-scripts')))]);
    expect(deploy.environment).toBe(LIVE_ENVIRONMENT);
    expect(stepOf(deploy, (step) => uses('actions/download-artifact')(step) && step.with?.name === 'release').with).toEqual({ name: 'release', path: 'release' });
    expect(stepOf(deploy, isDeploy).run).toBe(`node ${LOCKED_FIREBASE} deploy --only hosting --project "$FIREBASE_PROJECT" --non-interactive`);
    // GitHub's token for the live sign-in, and nothing else.
    expect(deploy.permissions).toEqual({ 'id-token': 'write' });
  });

  it('without its settings, fails with one error line naming them and the guide step that sets them', () => {
    const check = stepOf(deploy, isConfigCheck);
    expect(deploy.steps.indexOf(check)).toBe(0);
    const missing = runCheck(check, {});
    expect(missing.status).toBe(1);
    const error = onlyLine(missing.stdout, '::error::');
    for (const name of REQUIRED) expect(error).toContain(name);
    expectGuideSteps(error);
    expect(runCheck(check, configured)).toMatchObject({ status: 0, stdout: '', output: 'ready=true\n' });
    // A project or site ID is a plain name, never a word the shell or firebase-tools would read as more.
    for (const wrong of [{ FIREBASE_PROJECT: 'noor --only functions' }, { FIREBASE_ADMIN_SITE: 'a-site;id' }] as Record<string, string>[]) {
      const result = runCheck(check, { ...configured, ...wrong });
      expect(result.status).toBe(1);
      expectGuideSteps(onlyLine(result.stdout, '::error::'));
    }
  });
});

describe('Every job that can sign in', () => {
  const holders = all.flatMap((workflow) => jobs(workflow).filter((job) => canSignIn(workflow, job)));

  it('is a deploy, each in its environment, and holds no key: it signs in through GitHub\'s OIDC token', () => {
    expect(holders).toEqual([jobWith(previewDeploy, isDeploy), jobWith(publish, isDeploy)]);
    for (const workflow of all) expect(JSON.stringify(workflow)).not.toMatch(/secrets\.(?!GITHUB_TOKEN\b)/);
    for (const job of holders) expect(job.environment).toBeDefined();
    // The permission in the deploy job only.
    for (const workflow of all) expect(JSON.stringify(workflow.permissions)).not.toContain('id-token');
  });

  it('runs no npm ci, npm install or npx, and restores no cache', () => {
    for (const job of holders)
      for (const step of job.steps) {
        expect(`${step.name}: ${step.run ?? ''}`).not.toMatch(/\bnpm\s+(ci|install|i)\b|\bnpx\b|\byarn\b|\bpnpm\b/);
        expect(`${step.name}: ${step.uses ?? ''}`).not.toMatch(/actions\/cache\b|actions\/setup-node\b/);
      }
  });
});

describe('Both deploys', () => {
  const deploys = [jobWith(previewDeploy, isDeploy), jobWith(publish, isDeploy)];
  const checks = deploys.map((job) => stepOf(job, runs("node - <<'CHECK'")));
  const rcSteps = deploys.map((job) => stepOf(job, runs("node - <<'RC'")));
  const toolsJobs = [jobWith(previewDeploy, runs('npm ci --ignore-scripts')), jobWith(publish, runs('npm ci --ignore-scripts'))];

  it('check the built files with the same words, and write the project and sites with the same, before the deploy', () => {
    expect(checks[1]).toEqual(checks[0]);
    expect(rcSteps[1]).toEqual(rcSteps[0]);
    deploys.forEach((job, i) => {
      expect(job.steps.indexOf(rcSteps[i]!)).toBeLessThan(job.steps.indexOf(checks[i]!));
      expect(job.steps.indexOf(checks[i]!)).toBeLessThan(job.steps.findIndex(isDeploy));
    });
  });

  it("sign in last, through Google's Workload Identity Federation, with their environment's settings", () => {
    for (const job of deploys) {
      const signIn = stepOf(job, uses('google-github-actions/auth'));
      expect(signIn.with).toEqual({ workload_identity_provider: '${{ vars.GCP_WORKLOAD_IDENTITY_PROVIDER }}', service_account: '${{ vars.GCP_SERVICE_ACCOUNT }}' });
      expect(job.steps.indexOf(signIn)).toBe(job.steps.findIndex(isDeploy) - 1);
      expect(Object.keys(job.env ?? {})).toEqual(SETTINGS);
      for (const name of SETTINGS) expect(job.env?.[name]).toBe(`\${{ vars.${name} }}`);
    }
  });

  it('run firebase-tools as deploy-tools/ locks it, installed without scripts by a job that cannot sign in, checked against its hash', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'deploy-tools/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(path.join(root, 'deploy-tools/package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; integrity?: string }> };
    const version = manifest.dependencies['firebase-tools'];
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.dependencies)).toEqual(['firebase-tools']);
    expect(lock.packages['node_modules/firebase-tools']?.version).toBe(version);
    // Every package of the tree is locked to its bytes.
    for (const [name, entry] of Object.entries(lock.packages)) if (name) expect(`${name}: ${entry.integrity ?? 'no integrity'}`).toMatch(/: sha512-/);
    expect(toolsJobs[0]).toMatchObject({ ...toolsJobs[1], if: expect.any(String) });
    for (const [i, tools] of toolsJobs.entries()) {
      expect(tools.permissions).toBeUndefined();
      expect(stepOf(tools, runs('npm ci')).run).toBe('npm ci --ignore-scripts --no-audit --no-fund');
      expect(stepOf(tools, runs('npm ci'))['working-directory']).toBe('deploy-tools');
      const job = deploys[i]!;
      const verify = stepOf(job, runs('sha256sum --check'));
      expect(verify.env).toEqual({ SHA256: '${{ needs.tools.outputs.sha256 }}' });
      expect(tools.outputs).toEqual({ sha256: '${{ steps.pack.outputs.sha256 }}' });
      expect(job.steps.indexOf(verify)).toBeGreaterThan(job.steps.findIndex((step) => step.with?.name === 'deploy-tools'));
      expect(job.steps.indexOf(verify)).toBeLessThan(job.steps.findIndex(isDeploy));
      expect(stepOf(job, isDeploy)['working-directory']).toBe('release');
    }
    // `npm run deploy` runs the same tree, installed the same way.
    const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts['deploy:tools']).toBe('npm ci --prefix deploy-tools --ignore-scripts --no-audit --no-fund');
    for (const name of ['deploy', 'deploy:preview']) {
      expect(scripts[name]).toContain(`npm run deploy:tools && cd release && node ${LOCKED_FIREBASE} `);
      expect(scripts[name]).not.toContain('npx');
    }
  });

  describe('name the project and sites from their own settings, not the build\'s', () => {
    let dir = '';
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'release-rc-'));
      mkdirSync(path.join(dir, 'release'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const written = () => JSON.parse(readFileSync(path.join(dir, 'release', '.firebaserc'), 'utf8'));

    it("over the build's own .firebaserc, or a link in its place", () => {
      writeFileSync(path.join(dir, 'release', '.firebaserc'), '{ "projects": { "default": "someone-elses" } }');
      expect(runScript(rcSteps[0]!, { FIREBASE_PROJECT: 'noor-website' }, dir).status).toBe(0);
      expect(written()).toEqual({ projects: { default: 'noor-website' }, targets: { 'noor-website': { hosting: { site: ['noor-website'], admin: ['noor-website-admin'] } } } });
      const outside = path.join(dir, 'outside.json');
      writeFileSync(outside, 'untouched');
      rmSync(path.join(dir, 'release', '.firebaserc'));
      symlinkSync(outside, path.join(dir, 'release', '.firebaserc'));
      expect(runScript(rcSteps[0]!, { FIREBASE_PROJECT: 'noor-previews', FIREBASE_ADMIN_SITE: 'noor-previews-editor' }, dir).status).toBe(0);
      expect(readFileSync(outside, 'utf8')).toBe('untouched');
      expect(written().targets['noor-previews'].hosting).toEqual({ site: ['noor-previews'], admin: ['noor-previews-editor'] });
    });
  });

  describe('refuse built files that could run something beside the sign-in', () => {
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

    it('and pass a rewrite to a file of the site', () => {
      firebaseJson({ rewrites: [{ source: '/old-page', destination: '/index.html' }, { regex: '^/x$', destination: '/index.html' }] });
      expect(check()).toMatchObject({ status: 0, stdout: '' });
    });

    it.each([
      ['a third site', () => twoSites({}, {}, [{ target: 'more', public: 'dist' }]), 'firebase.json: "hosting" must be one object, or the targets site and admin in that order'],
      ['the targets the other way round', () => (twoSites(), writeFileSync(path.join(release(), 'firebase.json'), JSON.stringify({ hosting: [{ target: 'admin', public: 'admin' }, { target: 'site', public: 'dist' }] }))), 'firebase.json: "hosting" must be one object, or the targets site and admin in that order'],
      ["the editor's site from another folder", () => twoSites({}, { public: 'dist' }), 'firebase.json: hosting[1].public must be "admin"'],
      ["a hook on the editor's site", () => twoSites({}, { postdeploy: 'curl evil.example' }), 'firebase.json: hosting[1].postdeploy is not allowed here'],
      ['code to build for the site', () => twoSites({ source: '.' }), 'firebase.json: hosting[0].source is not allowed here'],
      ["a rewrite to Cloud Run on the editor's site", () => twoSites({}, { rewrites: [{ source: '**', run: { serviceId: 'x' } }] }), 'firebase.json: hosting[1].rewrites[0] sends visitors to run'],
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
      ['a rewrite to a function', () => firebaseJson({ rewrites: [{ source: '**', function: 'app' }] }), 'firebase.json: hosting.rewrites[0] sends visitors to function: only a rewrite to a file of the site'],
      ['a rewrite to Cloud Run', () => firebaseJson({ rewrites: [{ source: '/x', destination: '/index.html' }, { source: '/api/**', run: { serviceId: 'api' } }] }), 'firebase.json: hosting.rewrites[1] sends visitors to run'],
      ['rewrites that are no list', () => firebaseJson({ rewrites: { source: '**', function: 'app' } }), 'firebase.json: hosting.rewrites must be a list'],
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
