/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workflowProblems } from '../../scripts/lib/workflow-rules';

const dir = path.join(__dirname, '../../.github/workflows');
const files = readdirSync(dir).filter((name) => name.endsWith('.yml'));
const text = (file: string) => readFileSync(path.join(dir, file), 'utf8');

/** The real workflow's text with one mistake seeded in; the seed must be found, or the test proves nothing. */
function seeded(file: string, from: string, to: string): string {
  const original = text(file);
  expect(original).toContain(from);
  return original.replace(from, to);
}

const problemsOf = (file: string, from: string, to: string) => workflowProblems(`.github/workflows/${file}`, seeded(file, from, to));

describe("The workflows' own rules", () => {
  it.each(files)('find nothing in %s as it is', (file) => {
    expect(workflowProblems(file, text(file))).toEqual([]);
  });

  it('refuse an action named by a tag, which can be moved to other code', () => {
    const checkout = /actions\/checkout@[0-9a-f]{40} # v[\d.]+/.exec(text('tests.yml'))?.[0] ?? 'no pinned checkout';
    expect(problemsOf('tests.yml', checkout, 'actions/checkout@v7')).toEqual([
      '.github/workflows/tests.yml: job "test", step "actions/checkout": actions/checkout@v7 is not pinned: use actions/checkout@<the full commit> # <its version>, since a tag or branch can be moved to other code',
    ]);
    // Pinned, but nobody can tell which version it is.
    expect(problemsOf('tests.yml', checkout, checkout.replace(/ # .*/, ''))).toEqual([expect.stringContaining('has no version comment')]);
  });

  it('refuse a moving container, npm or firebase-tools', () => {
    expect(problemsOf('tests.yml', 'container: node:20.20.2-bookworm', 'container: node:20-bookworm')).toEqual([
      '.github/workflows/tests.yml: job "test": the container node:20-bookworm is not pinned: name an exact version (node:20.1.2-bookworm) or a digest',
    ]);
    expect(problemsOf('tests.yml', 'npm@11.19.1', 'npm@11')).toEqual([expect.stringContaining('npm@11 is not pinned')]);
    expect(problemsOf('firebase-hosting-merge.yml', '          firebaseToolsVersion: 15.34.2\n', '')).toEqual([
      expect.stringContaining('step "Deploy to the live site": firebase-tools is not pinned'),
    ]);
  });

  it('refuse a deploy of one target, which would leave the other site behind', () => {
    const version = '          firebaseToolsVersion: 15.34.2\n';
    for (const [file, step] of [
      ['firebase-hosting-merge.yml', 'Deploy to the live site'],
      ['preview-deploy.yml', 'Deploy to a preview channel'],
    ] as const)
      expect(problemsOf(file, version, `${version}          target: site\n`)).toEqual([expect.stringContaining(`step "${step}": deploys only the target "site": leave "target" out`)]);
  });

  it('refuse a secret in a job that installs or builds', () => {
    const build = '      - name: Build the site to publish\n        run: npm run build';
    expect(problemsOf('firebase-hosting-merge.yml', build, `      - name: Build the site to publish\n        env:\n          KEY: \${{ secrets.FIREBASE_SERVICE_ACCOUNT }}\n        run: npm run build`)).toContain(
      '.github/workflows/firebase-hosting-merge.yml: job "build", step "actions/checkout": a job that reads a secret checks out, installs or builds, so a branch\'s code would run beside the secret: build in a job without secrets and hand the result on as an artifact',
    );
    // The deploy job with a step that runs the repository's code.
    const deploy = '      - name: Deploy to the live site\n        if:';
    expect(problemsOf('firebase-hosting-merge.yml', deploy, `      - run: npm ci\n${deploy}`)).toEqual([
      // An unnamed step is named by its place in the job.
      expect.stringMatching(/job "deploy", step "#\d+": a job that reads a secret checks out, installs or builds/),
    ]);
  });

  it('refuse a checkout that keeps its token on a pull request', () => {
    expect(problemsOf('firebase-hosting-pull-request.yml', 'persist-credentials: false', 'persist-credentials: true')).toEqual([
      '.github/workflows/firebase-hosting-pull-request.yml: job "build", step "actions/checkout": the checkout keeps its token in .git/config, where the pull request\'s code can read it: add "persist-credentials: false"',
    ]);
  });

  it('refuse a live deploy outside the environment "live", and a secret outside any environment', () => {
    expect(problemsOf('firebase-hosting-merge.yml', '    environment: live\n', '')).toEqual([
      '.github/workflows/firebase-hosting-merge.yml: job "deploy", step "Deploy to the live site": deploys to the live site outside the environment "live": add "environment: live" to the job, so only main can reach the key',
      '.github/workflows/firebase-hosting-merge.yml: job "deploy": reads a secret outside an environment: a repository secret reaches every branch\'s copy of the workflow; keep it in an environment limited to main and name it with "environment:"',
    ]);
    expect(problemsOf('firebase-hosting-merge.yml', '    environment: live\n', '    environment: preview\n')).toEqual([expect.stringContaining('outside the environment "live"')]);
  });

  it('refuse write permissions at workflow level, or none written', () => {
    expect(problemsOf('firebase-hosting-pull-request.yml', 'permissions:\n  contents: read', 'permissions:\n  contents: read\n  pull-requests: write')).toEqual([
      '.github/workflows/firebase-hosting-pull-request.yml: write permissions at workflow level reach every job, the build of a branch included: grant "write" only in the job that needs it',
    ]);
    expect(problemsOf('tests.yml', 'permissions:\n  contents: read\n', 'permissions: write-all\n')).toEqual([expect.stringContaining('write permissions at workflow level')]);
    expect(problemsOf('tests.yml', 'permissions:\n  contents: read\n', '')).toEqual([expect.stringContaining('no "permissions" at workflow level')]);
  });
});
