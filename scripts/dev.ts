/**
 * `npm start`: `npm run assets` (one line unless it fails), then the webpack dev server with React
 * Fast Refresh, and a watcher over the files the site's words and facts come from. When one
 * changes, only the compile steps that read it run again (scripts/lib/dev/plan.ts), in this
 * process, one batch at a time; they rewrite only the modules that changed, and the dev server
 * updates the open page in place, its state kept. One line per change:
 *
 *   content: src/content/pages/home/en.json → recompiled in 95 ms
 *
 * A file the schema refuses prints its problems, one line each, and the page keeps the last good
 * words until the file is fixed. The artwork is drawn again only when what it is drawn from
 * changes (scripts/lib/artwork-inputs.ts), in a process of its own.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import configure from '../webpack.config';
import { batcher } from './lib/dev/batch';
import { artworkToDraw, planFor, stepsFor, WATCHED_DIRS, type ArtworkInputs, type Step } from './lib/dev/plan';
import { watchTree } from './lib/dev/watch-tree';

const root = path.resolve(__dirname, '..');
const STEPS_MODULE = path.join(__dirname, 'lib', 'dev', 'steps');
type Steps = typeof import('./lib/dev/steps');

/**
 * The compile steps, loaded afresh: every module of the project is forgotten first (not the
 * libraries), so the settings just written reach every step that quotes them.
 */
function loadSteps(): Steps {
  for (const id of Object.keys(require.cache)) {
    if (id.startsWith(root + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`)) delete require.cache[id];
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded again at run time, which an import cannot be
  return require(STEPS_MODULE) as Steps;
}

const print = (line: string) => console.log(line);
const duration = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** What a failed step says: the problems, one line each, without the count heading them. */
function problemsOf(error: unknown, steps: Steps | undefined): string[] {
  if (steps && error instanceof steps.SourceError) return error.message.split('\n').filter((line) => !/^The .* ha(s|ve) \d+ problems?:$/.test(line));
  // A mistake in the code rather than the data: where it happened, in a few lines.
  return (error instanceof Error ? (error.stack ?? error.message) : String(error)).split('\n').slice(0, 6);
}

/** Runs a command in a process of its own, its output kept; resolves with that output when it fails. */
function quietly(command: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code) => resolve(code === 0 ? undefined : output.trim() || `exited with ${code}`));
  });
}

let steps: Steps | undefined;
/** What the artwork on disk was drawn from, once known. */
let drawnFrom: ArtworkInputs | undefined;
/** The steps whose last run failed: their next success says so. */
const failing = new Set<Step>();

/** Draws the artwork again if it lacks a picture (scripts/lib/dev/plan.ts). A post or words that do not read are left to their own step to report. */
async function artworkIfNeeded(current: Steps): Promise<void> {
  let inputs: ArtworkInputs;
  try {
    inputs = current.artworkInputs();
  } catch {
    return;
  }
  const missing = drawnFrom ? artworkToDraw(drawnFrom, inputs) : [];
  if (missing.length > 0) {
    const started = performance.now();
    const failure = await quietly(process.execPath, ['-r', 'ts-node/register', 'scripts/generate-artwork.ts']);
    if (failure !== undefined) throw new Error(failure.split('\n').slice(-5).join('\n'));
    print(`artwork: ${missing.join(', ')} → drawn in ${duration(performance.now() - started)}`);
  }
  drawnFrom = inputs;
}

/** Which kind of source the files are, for the line's label. */
const kindOf = (file: string) => (file.startsWith('src/config/settings') ? 'settings' : file.startsWith('src/content/blog') ? 'posts' : 'content');

async function runBatch(files: string[]): Promise<void> {
  const plan = planFor(files);
  if (plan.length === 0) return;
  const label = [...new Set(files.filter((file) => stepsFor(file).length > 0).map(kindOf))].join(', ');
  const shown = files.length === 1 ? files[0] : `${files[0]} and ${files.length - 1} more`;
  const started = performance.now();
  const problems: string[] = [];
  let changed = 0;
  let fixed = false;
  for (const step of plan) {
    try {
      steps ??= loadSteps();
      if (step === 'artwork') await artworkIfNeeded(steps);
      else {
        const written = (await steps.compile[step]()).changed;
        changed += written;
        if (step === 'settings' && written > 0) steps = loadSteps();
      }
      if (failing.delete(step)) fixed = true;
    } catch (error) {
      failing.add(step);
      problems.push(...problemsOf(error, steps));
      // The posts and the words would quote the last good settings: nothing would change.
      if (step === 'settings') break;
    }
  }
  const compiled = plan.filter((step) => step !== 'artwork');
  const what = compiled.length > 1 ? `${compiled.join(', ')} ` : '';
  if (problems.length > 0) {
    print(`${label}: ${shown} → not compiled; the page keeps the last good version:`);
    for (const line of problems) print(`  ${line}`);
    return;
  }
  const outcome = changed === 0 ? '; nothing to update' : '';
  print(`${label}: ${shown} → ${fixed ? 'fixed; ' : ''}${what}recompiled in ${duration(performance.now() - started)}${outcome}`);
}

function watchSources(queue: ReturnType<typeof batcher>): void {
  for (const dir of WATCHED_DIRS) {
    watchTree(
      path.join(root, dir),
      (name, folder) => {
        const file = `${dir}/${name}${folder ? '/' : ''}`;
        if (stepsFor(file).length > 0) queue.add(file);
      },
      (problem) => print(`watch: ${problem}`),
    );
  }
}

/** `npm run assets`, its hundred lines kept unless it fails: the generated modules the app imports, fresh. */
async function assets(): Promise<void> {
  const started = performance.now();
  // Through the npm that runs this script, if any.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const failure = await quietly(npm[0]!, [...npm.slice(1), 'run', '--silent', 'assets']);
  if (failure !== undefined) {
    console.error(failure);
    process.exit(1);
  }
  print(`assets: settings, artwork, fonts, posts and words ready in ${duration(performance.now() - started)}`);
}

async function main(): Promise<void> {
  await assets();
  const config = configure({}, { mode: 'development' });
  const port = config.devServer?.port;
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer, compiler);
  let first = true;
  let failed = false;
  compiler.hooks.done.tap('npm start', (stats) => {
    // webpack prints its errors itself; their end is worth a line too.
    if (stats.hasErrors()) failed = true;
    else if (failed) {
      failed = false;
      print('webpack: compiled without errors again');
    }
    if (!first) return;
    first = false;
    print(`http://localhost:${String(port)}/ — the words, settings and posts are watched; Ctrl-C stops`);
    // Loads the compile steps now, so the first change compiles as fast as the next.
    setImmediate(() => {
      try {
        steps = loadSteps();
        drawnFrom = steps.artworkInputs();
      } catch {
        // The first change reports it.
      }
    });
  });
  try {
    await server.start();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(`Port ${String(port)} is taken: stop what runs there, or choose another (PORT=8081 npm start).`);
    process.exit(1);
  }
  watchSources(batcher(runBatch));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
