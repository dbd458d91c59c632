/**
 * What `npm run audit` makes of its Lighthouse runs: the median of each
 * figure, the budget every page must meet, and the table it writes. Kept apart
 * from the runner so the rules can be tested without a browser.
 */

/** One Lighthouse run's figures for one page. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Bytes over the wire, everything the page loaded. */
  transferred: number;
}

export interface PageAudit {
  path: string;
  /** false: the page tells search engines not to index it, so its SEO score is not held to the budget. */
  indexed: boolean;
  /** Median of each figure over the runs with the page's scripts. */
  site: RunFigures;
  /**
   * Medians of the same page served with every script removed. Its LCP is the limit the site's is
   * held to; its performance and blocking time are what the document alone (parsing, style, layout,
   * fonts) costs, which no script work can go below.
   */
  twin: Pick<RunFigures, 'performance' | 'tbt' | 'lcp'>;
  /** Initial JavaScript, gzip bytes, from the build. */
  initialJs: number;
}

/** The bar of docs/decisions.md: a page that misses any of these fails the audit. */
export const budget = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
} as const;

/** The goal past the scores: LCP within this factor of the page without its scripts. */
export const LCP_GOAL_RATIO = 1.1;

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of every figure separately, as Lighthouse's own advice for repeated runs suggests. */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    transferred: of('transferred'),
  };
}

export const lcpRatio = (page: PageAudit) => page.site.lcp / page.twin.lcp;

/** Every way the page misses the budget, in words; empty when it meets it. */
export function budgetMisses(page: PageAudit): string[] {
  const { site } = page;
  const misses: string[] = [];
  if (site.performance < budget.performance) misses.push(`performance ${site.performance} < ${budget.performance}`);
  if (site.accessibility < budget.accessibility) misses.push(`accessibility ${site.accessibility} < ${budget.accessibility}`);
  if (site.bestPractices < budget.bestPractices) misses.push(`best practices ${site.bestPractices} < ${budget.bestPractices}`);
  if (page.indexed && site.seo < budget.seo) misses.push(`SEO ${site.seo} < ${budget.seo}`);
  // Lighthouse reports shifts to many decimals; the display rounds to three, and so does the bar.
  if (Number(site.cls.toFixed(3)) > budget.cls) misses.push(`CLS ${site.cls.toFixed(3)} > ${budget.cls}`);
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Lighthouse warns that its host is slower than the 4× CPU slowdown assumes below this benchmark
 * index (its `environment.benchmarkIndex`; core/gather/driver/environment.js): on such a machine
 * the simulated phone is slower than the one the scores are meant for.
 */
export const SLOW_HOST_BENCHMARK = 1000;

/** What the runs say about the machine they ran on. */
export interface Machine {
  /** The floor page's medians (scripts/lib/script-free-twin.ts): what any page scores here. */
  floor?: Pick<RunFigures, 'performance' | 'tbt'>;
  /** Lighthouse's CPU benchmark index of every run. */
  benchmarks?: number[];
}

function benchmarkLine(benchmarks: number[]): string {
  const typical = median(benchmarks);
  const range = `${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`;
  return (
    `Lighthouse's CPU benchmark of this machine: median ${Math.round(typical)} (${range} over ${benchmarks.length} runs); ` +
    (typical < SLOW_HOST_BENCHMARK
      ? `below the ${SLOW_HOST_BENCHMARK} its 4× CPU slowdown assumes, so the performance scores understate the site.`
      : `at or above the ${SLOW_HOST_BENCHMARK} its 4× CPU slowdown assumes: the host is not too slow for the scores, and the spread between one page's runs is its noise.`)
  );
}

/** The Markdown report: one row per page, then what missed the budget and the goal, then what the runs say about the machine. */
export function auditTable(pages: PageAudit[], runsPerPage: number, machine: Machine = {}): string {
  const { floor, benchmarks = [] } = machine;
  const header = [
    '| page | perf | perf without scripts | a11y | best practices | SEO | LCP | LCP without scripts | ratio | TBT | TBT without scripts | CLS | transferred | initial JS |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const rows = pages.map((page) => {
    const { site } = page;
    const ratio = lcpRatio(page);
    return [
      `\`${page.path}\``,
      site.performance,
      page.twin.performance,
      site.accessibility,
      site.bestPractices,
      page.indexed ? site.seo : `${site.seo} (not indexed)`,
      seconds(site.lcp),
      seconds(page.twin.lcp),
      `${ratio.toFixed(2)}${ratio <= LCP_GOAL_RATIO ? '' : ' ✗'}`,
      `${Math.round(site.tbt)} ms`,
      `${Math.round(page.twin.tbt)} ms`,
      site.cls.toFixed(3),
      kilobytes(site.transferred),
      kilobytes(page.initialJs),
    ].join(' | ');
  });
  const failing = pages.filter((page) => budgetMisses(page).length > 0);
  const overGoal = pages.filter((page) => lcpRatio(page) > LCP_GOAL_RATIO);
  return [
    `Lighthouse mobile (default simulated throttling), median of ${runsPerPage} runs per page, served with firebase.json.`,
    `Budget: performance ≥ ${budget.performance}, accessibility ${budget.accessibility}, best practices ${budget.bestPractices}, ` +
      `SEO ${budget.seo} (pages not indexed excepted), CLS ${budget.cls}. ` +
      `Goal: LCP within ${Math.round((LCP_GOAL_RATIO - 1) * 100)} % of the same page without scripts (✗ marks a page past it).`,
    '',
    ...header,
    ...rows.map((row) => `| ${row} |`),
    '',
    failing.length === 0
      ? `Every page meets the budget (${pages.length} pages).`
      : `Missing the budget:\n${failing.map((page) => `- \`${page.path}\`: ${budgetMisses(page).join(', ')}`).join('\n')}`,
    overGoal.length === 0
      ? 'Every page is within the LCP goal.'
      : `Past the LCP goal: ${overGoal.map((page) => `\`${page.path}\` (${lcpRatio(page).toFixed(2)})`).join(', ')}.`,
    ...(floor
      ? [
          `The floor page (one heading and one paragraph, nothing else) served the same way: performance ${floor.performance}, ` +
            `TBT ${Math.round(floor.tbt)} ms, what the simulation charges any page on this machine.`,
        ]
      : []),
    ...(benchmarks.length > 0 ? [benchmarkLine(benchmarks)] : []),
    '',
  ].join('\n');
}
