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

  it('refuse a moving container or npm', () => {
    const image = /container: (node:\S+)/.exec(text('tests.yml'))?.[1] ?? 'no container';
    expect(image).toMatch(/^node:24\.\d+\.\d+-bookworm@sha256:[0-9a-f]{64}$/);
    expect(problemsOf('tests.yml', `container: ${image}`, 'container: node:24-bookworm')).toEqual([
      '.github/workflows/tests.yml: job "test": the container node:24-bookworm is not pinned: name an exact version (node:20.1.2-bookworm) or a digest',
    ]);
    // The exact release without its digest still names the release.
    expect(problemsOf('tests.yml', `container: ${image}`, `container: ${image.replace(/@.*/, '')}`)).toEqual([]);
    expect(problemsOf('tests.yml', 'npm@11.19.1', 'npm@11')).toEqual([expect.stringContaining('npm@11 is not pinned')]);
  });

  it('refuse the deploy action, whose npx resolves firebase-tools at deploy time', () => {
    const deploy = '      - name: Deploy to the live site\n';
    expect(problemsOf('firebase-hosting-merge.yml', deploy, `      - uses: FirebaseExtended/action-hosting-deploy@e2eda2e106cfa35cdbcf4ac9ddaf6c4756df2c8c # v0.10.0\n${deploy}`)).toEqual([
      expect.stringContaining('step "FirebaseExtended/action-hosting-deploy": FirebaseExtended/action-hosting-deploy runs "npx firebase-tools"'),
    ]);
  });

  it('refuse a deploy of one target, which would leave the other site behind', () => {
    expect(problemsOf('firebase-hosting-merge.yml', 'deploy --only hosting ', 'deploy --only hosting:site ')).toEqual([
      expect.stringContaining('step "Deploy to the live site": deploys only one target: write "--only hosting"'),
    ]);
  });

  it('refuse a secret in a job that installs or builds', () => {
    const build = '      - name: Build the site to publish\n        run: npm run build';
    expect(problemsOf('firebase-hosting-merge.yml', build, `      - name: Build the site to publish\n        env:\n          KEY: \${{ secrets.FIREBASE_TOKEN }}\n        run: npm run build`)).toContain(
      '.github/workflows/firebase-hosting-merge.yml: job "build", step "actions/checkout": a job that reads a secret checks out, installs or builds, so code resolved or written elsewhere would run beside the sign-in: build and install in a job without secrets and hand the result on as an artifact',
    );
  });

  it.each([
    ['npm ci', '      - run: npm ci\n', 'checks out, installs or builds'],
    ['npm install', '      - run: npm install firebase-tools\n', 'checks out, installs or builds'],
    ['npx of a package', '      - run: npx firebase-tools@15.34.2 hosting:channel:list\n', 'checks out, installs or builds'],
    ['a cache', '      - uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5\n        with:\n          path: ~/.npm/_npx\n          key: firebase-tools\n', 'restores a cache, which a job that runs install scripts can write'],
    ['a cache, restore only', '      - uses: actions/cache/restore@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5\n        with:\n          path: ~/.npm/_npx\n          key: firebase-tools\n', 'restores a cache'],
  ])('refuse %s in a job that may sign in with GitHub\'s OIDC token', (_, seed, message) => {
    for (const [file, step] of [
      ['firebase-hosting-merge.yml', 'Deploy to the live site'],
      ['preview-deploy.yml', 'Deploy to a preview channel'],
    ] as const) {
      const deploy = `      - name: ${step}\n`;
      expect(problemsOf(file, deploy, `${seed}${deploy}`)).toEqual([
        expect.stringMatching(new RegExp(`job "deploy", step "[^"]+": a job that may sign in with GitHub's OIDC token \\(id-token: write\\) ${message.replace(/[()]/g, '\\$&')}`)),
      ]);
    }
  });

  it('refuse firebase-tools run before its pack is checked against its hash', () => {
    expect(problemsOf('firebase-hosting-merge.yml', '          echo "$SHA256  deploy-tools.tar" | sha256sum --check --strict\n', '')).toEqual([
      expect.stringContaining('step "Deploy to the live site": a job that may sign in with GitHub\'s OIDC token (id-token: write) runs firebase-tools from deploy-tools/ without checking it first'),
    ]);
  });

  it('refuse a secret pasted into a script next to npm ci', () => {
    const problems = problemsOf('tests.yml', 'run: bash .ci/run', 'run: NODE_AUTH_TOKEN=${{ secrets.NPM_TOKEN }} npm ci');
    expect(problems).toContain(
      '.github/workflows/tests.yml: job "test", step "Install, test the code, then build and check the owner\'s site": a secret is pasted into the script, where the shell reads it as code and a log can show it: pass it through "env:" and read the variable',
    );
    // And the job now holds a secret beside its install.
    expect(problems).toContainEqual(expect.stringContaining('a job that reads a secret checks out, installs or builds'));
  });

  it('refuse "secrets: inherit"', () => {
    const called = '  called:\n    uses: an-owner/a-repo/.github/workflows/deploy.yml@3d3c42e5aac5ba805825da76410c181273ba90b1 # v1.0.0\n    secrets: inherit\n';
    expect(workflowProblems('.github/workflows/tests.yml', `${text('tests.yml')}${called}`)).toEqual([
      '.github/workflows/tests.yml: job "called": "secrets: inherit" hands every secret of the repository to the called workflow: pass the one it needs, by name',
    ]);
  });

  it('refuse an action from the checkout', () => {
    const step = '      - name: Install, test the code';
    expect(problemsOf('tests.yml', step, `      - uses: ./.github/actions/set-up\n${step}`)).toEqual([
      '.github/workflows/tests.yml: job "test", step "./.github/actions/set-up": ./.github/actions/set-up is an action from the checkout, code a branch can change: use a published action pinned to its commit, or write the steps out here',
    ]);
  });

  it("refuse a checkout of the pull request's head where the base's rights run", () => {
    const pullRequestTarget = seeded('tests.yml', 'on: pull_request\n', 'on: pull_request_target\n').replace(
      'persist-credentials: false\n',
      'persist-credentials: false\n          ref: ${{ github.event.pull_request.head.sha }}\n',
    );
    expect(workflowProblems('.github/workflows/tests.yml', pullRequestTarget)).toEqual([
      ".github/workflows/tests.yml: job \"test\", step \"actions/checkout\": checks out the pull request's head in a workflow that runs with the base branch's rights (pull_request_target, workflow_run): build a pull request in a pull_request workflow and hand on an artifact",
    ]);
    // The same in the preview's deploy, which GitHub runs from main.
    expect(problemsOf('preview-deploy.yml', '          sparse-checkout: deploy-tools\n', '          sparse-checkout: deploy-tools\n          ref: ${{ github.event.workflow_run.head_sha }}\n')).toEqual([
      expect.stringContaining("checks out the pull request's head in a workflow that runs with the base branch's rights"),
    ]);
  });

  it('refuse a checkout that keeps its token on a pull request', () => {
    expect(problemsOf('firebase-hosting-pull-request.yml', 'persist-credentials: false', 'persist-credentials: true')).toEqual([
      '.github/workflows/firebase-hosting-pull-request.yml: job "build", step "actions/checkout": the checkout keeps its token in .git/config, where the pull request\'s code can read it: add "persist-credentials: false"',
    ]);
  });

  it('refuse a live deploy outside the environment "live", and a sign-in outside any environment', () => {
    expect(problemsOf('firebase-hosting-merge.yml', '    environment: live\n', '')).toEqual([
      '.github/workflows/firebase-hosting-merge.yml: job "deploy", step "Deploy to the live site": deploys to the live site outside the environment "live": add "environment: live" to the job, so only main can deploy, with the owner\'s approval',
      '.github/workflows/firebase-hosting-merge.yml: job "deploy": may sign in with GitHub\'s OIDC token (id-token: write) outside an environment: a repository secret or a sign-in reaches every branch\'s copy of the workflow; keep it to an environment limited to main and name it with "environment:"',
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
