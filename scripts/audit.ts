/**
 * `npm run audit [-- <path> ...]`: Lighthouse (mobile, default simulated throttling, the system
 * Chromium) three times on every prerendered page in both languages, or on the paths given,
 * served with firebase.json over HTTPS and HTTP/2 as Firebase Hosting serves them
 * (scripts/lib/http2-front.ts); and on the floor page (one heading, one paragraph) three times
 * before them and three times after, in the same session: the pages are held to what it scores
 * on this machine. Writes test-results/audit.md and exits non-zero when a page misses the
 * budget (scripts/lib/audit-report.ts). Builds first if dist/ is missing, older than the sources or
 * the tests' build (their posts and settings are not the owner's).
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { builtPages } from '../src/app/prerender-list';
import { routeDef } from '../src/routes/route-table';
import { launchBrowser } from './lib/chromium';
import { auditTable, budgetMisses, lcpAfterFcp, medianFigures, type PageAudit, type RunFigures } from './lib/audit-report';
import { http2Front, secureOriginOf } from './lib/http2-front';
import { pageWeight } from './lib/page-weight';
import { run } from './lib/run';
import { builtForTests } from './lib/settings/tests-build';
import { FLOOR_PATH, writeFloorPage } from './lib/script-free-twin';
import { serveDist } from './serve-dist';

const root = path.resolve(__dirname, '..');
/** Medians of three runs; `AUDIT_RUNS=1` gives a quick first look while working. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));
const REPORT_DIR = 'test-results';
const FLOOR_DIR = `${REPORT_DIR}/audit-floor`;

/** The newest modification time of anything under `entry`. */
function newest(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

/** dist/ is missing, or something it is built from changed after the last build finished. */
function buildIsStale(): boolean {
  const lastWritten = path.join(root, 'dist', 'sitemap.xml');
  if (!existsSync(lastWritten)) return true;
  const sources = ['src', 'scripts', 'public', 'webpack.config.ts', 'package-lock.json'].map((entry) => path.join(root, entry));
  return Math.max(...sources.filter(existsSync).map(newest)) > statSync(lastWritten).mtimeMs;
}

const score = (result: Result, category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
const numeric = (result: Result, audit: string) => {
  const value = result.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${result.finalDisplayedUrl}`);
  return value;
};

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is run again. */
const ATTEMPTS = 3;

async function lighthouseResult(url: string, port: number): Promise<Result> {
  const flags: Flags = { port, logLevel: 'error', output: 'json' };
  for (let attempt = 1; ; attempt += 1) {
    const result = (await lighthouse(url, flags))?.lhr;
    if (result && !result.runtimeError) return result;
    const reason = result?.runtimeError?.message ?? 'no result';
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url}: ${reason}`);
    console.warn(`Lighthouse could not audit ${url} (${reason}); running it again`);
  }
}

/** Lighthouse's CPU benchmark index of every run, for the report's line on the machine. */
const benchmarks: number[] = [];

async function lighthouseRun(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouseResult(url, port);
  benchmarks.push(result.environment.benchmarkIndex);
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    fcp: numeric(result, 'first-contentful-paint'),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    transferred: numeric(result, 'total-byte-weight'),
  };
}

async function main() {
  const only = process.argv.slice(2);
  if (buildIsStale() || builtForTests()) {
    console.log('dist/ is missing, older than its sources or the tests\' build: building the site first');
    const env = { ...process.env };
    delete env.SITE_FIXTURES;
    execSync('npm run build', { cwd: root, stdio: 'inherit', env });
    // This process read the pages to audit from the modules the build has just rewritten: a fresh one reads them anew.
    const audit = spawnSync('npx', ['ts-node', path.relative(root, __filename), ...only], { cwd: root, stdio: 'inherit', env });
    process.exitCode = audit.status ?? 1;
    return;
  }
  const pages = builtPages().filter((page) => only.length === 0 || only.includes(page.path));
  const unknown = only.filter((wanted) => !pages.some((page) => page.path === wanted));
  if (unknown.length > 0) throw new Error(`Not a prerendered page: ${unknown.join(', ')}`);

  writeFloorPage(FLOOR_DIR);
  const site = await serveDist();
  const floorSite = await serveDist({ publicDir: FLOOR_DIR });
  const [front, floorFront] = await Promise.all([http2Front(site), http2Front(floorSite)]);
  const browser = await launchBrowser(['--ignore-certificate-errors']);
  const port = Number(new URL(browser.wsEndpoint()).port);
  const started = Date.now();
  const audits: PageAudit[] = [];
  const floorRuns: RunFigures[] = [];
  const runFloor = async () => {
    for (let attempt = 0; attempt < RUNS; attempt += 1) floorRuns.push(await lighthouseRun(`${secureOriginOf(floorFront)}${FLOOR_PATH}`, port));
  };
  try {
    await runFloor();
    for (const [index, page] of pages.entries()) {
      const runs: RunFigures[] = [];
      for (let attempt = 0; attempt < RUNS; attempt += 1) runs.push(await lighthouseRun(`${secureOriginOf(front)}${page.path}`, port));
      const audit: PageAudit = { path: page.path, indexed: routeDef(page.key).indexed, site: medianFigures(runs), initialJs: pageWeight(page.path).start.gzip };
      audits.push(audit);
      const { performance, tbt, lcp } = audit.site;
      console.log(
        `${String(index + 1).padStart(2)}/${pages.length} ${page.path.padEnd(44)} perf ${performance}, TBT ${Math.round(tbt)} ms, ` +
          `LCP ${(lcp / 1000).toFixed(2)} s, ${Math.round(lcpAfterFcp(audit.site))} ms after FCP`,
      );
    }
    // After the pages too: the machine's slow moments fall on both sides of the comparison.
    await runFloor();
  } finally {
    await browser.close();
    for (const server of [front, floorFront, site, floorSite]) server.close();
  }

  const floor = medianFigures(floorRuns);
  console.log(`The floor page: perf ${floor.performance}, TBT ${Math.round(floor.tbt)} ms (median of ${floorRuns.length} runs)`);
  mkdirSync(path.join(root, REPORT_DIR), { recursive: true });
  const report = path.join(REPORT_DIR, 'audit.md');
  writeFileSync(path.join(root, report), `# Audit\n\n${auditTable(audits, floor, RUNS, benchmarks)}`);
  const failing = audits.filter((audit) => budgetMisses(audit, floor, audits).length > 0);
  console.log(`${audits.length} pages in ${Math.round((Date.now() - started) / 1000)} s; the table is in ${report}`);
  if (failing.length > 0) {
    console.error(`${failing.length} page(s) miss the budget:\n${failing.map((audit) => `  ${audit.path}: ${budgetMisses(audit, floor, audits).join(', ')}`).join('\n')}`);
    process.exit(1);
  }
}

run(main);
