/**
 * What `npm run audit` makes of its Lighthouse runs: the median of each figure, the budget every
 * page must meet, and the table it writes. Kept apart from the runner so the rules can be tested
 * without a browser.
 */

/** One Lighthouse run's figures for one page. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  fcp: number;
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
  /** Median of each figure over the page's runs. */
  site: RunFigures;
  /** Initial JavaScript, gzip bytes, from the build. */
  initialJs: number;
}

/**
 * The floor page's medians (one heading and one paragraph, nothing else, served the same way, run
 * in the same session): what the simulation charges any page on this machine. A perfect score
 * cannot be shown on a machine where the floor itself scores less, so pages are held to it.
 */
export type Floor = Pick<RunFigures, 'performance' | 'tbt' | 'fcp' | 'lcp'>;

/** The bar of docs/decisions.md ("The audit"): a page that misses any of these fails the audit. */
export const budget = {
  /** Performance at most this many points under the floor page's. */
  performanceUnderFloor: 2,
  /** Total blocking time at most this many milliseconds over the floor page's. */
  tbtOverFloorMs: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  /** The first view complete at once: the largest paint at most this long after the first. */
  lcpAfterFcpMs: 150,
  /** An Arabic page's LCP at most this many times its English twin's. */
  arabicLcpRatio: 1.05,
} as const;

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
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    transferred: of('transferred'),
  };
}

/** How long after the first paint the first view is complete. */
export const lcpAfterFcp = (figures: Pick<RunFigures, 'fcp' | 'lcp'>) => figures.lcp - figures.fcp;

/** The English page an Arabic one translates ('/ar' → '/', '/ar/about' → '/about'), or undefined for an English page. */
export const englishPathOf = (arabic: string): string | undefined => (arabic === '/ar' ? '/' : arabic.startsWith('/ar/') ? arabic.slice(3) : undefined);

/** An Arabic page's LCP over its English twin's, when both were audited. */
export function arabicLcpRatio(page: PageAudit, pages: readonly PageAudit[]): number | undefined {
  const english = englishPathOf(page.path);
  const twin = english === undefined ? undefined : pages.find((other) => other.path === english);
  return twin ? page.site.lcp / twin.site.lcp : undefined;
}

/** Every way the page misses the budget, in words; empty when it meets it. `pages`: the whole run, for an Arabic page's English twin. */
export function budgetMisses(page: PageAudit, floor: Floor, pages: readonly PageAudit[] = []): string[] {
  const { site } = page;
  const misses: string[] = [];
  const lowest = floor.performance - budget.performanceUnderFloor;
  if (site.performance < lowest) misses.push(`performance ${site.performance} < ${lowest} (the floor page's ${floor.performance} − ${budget.performanceUnderFloor})`);
  const longest = Math.round(floor.tbt) + budget.tbtOverFloorMs;
  if (site.tbt > longest) misses.push(`TBT ${Math.round(site.tbt)} ms > ${longest} ms (the floor page's ${Math.round(floor.tbt)} + ${budget.tbtOverFloorMs})`);
  if (site.accessibility < budget.accessibility) misses.push(`accessibility ${site.accessibility} < ${budget.accessibility}`);
  if (site.bestPractices < budget.bestPractices) misses.push(`best practices ${site.bestPractices} < ${budget.bestPractices}`);
  if (page.indexed && site.seo < budget.seo) misses.push(`SEO ${site.seo} < ${budget.seo}`);
  // Lighthouse reports shifts to many decimals; the display rounds to three, and so does the bar.
  if (Number(site.cls.toFixed(3)) > budget.cls) misses.push(`CLS ${site.cls.toFixed(3)} > ${budget.cls}`);
  const late = Math.round(lcpAfterFcp(site));
  if (late > budget.lcpAfterFcpMs) misses.push(`LCP ${late} ms after FCP > ${budget.lcpAfterFcpMs} ms`);
  const ratio = arabicLcpRatio(page, pages);
  if (ratio !== undefined && ratio > budget.arabicLcpRatio) misses.push(`LCP ${ratio.toFixed(2)} × the English page's > ${budget.arabicLcpRatio}`);
  return misses;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Lighthouse warns that its host is slower than the 4× CPU slowdown assumes below this benchmark
 * index (its `environment.benchmarkIndex`; core/gather/driver/environment.js): on such a machine
 * the simulated phone is slower than the one the scores are meant for.
 */
export const SLOW_HOST_BENCHMARK = 1000;

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

/** The Markdown report: the floor page, one row per page beside it, what missed the budget, and what the runs say about the machine. */
export function auditTable(pages: PageAudit[], floor: Floor, runsPerPage: number, benchmarks: number[] = []): string {
  const header = [
    '| page | perf | TBT | FCP | LCP | LCP − FCP | LCP ÷ English | CLS | a11y | best practices | SEO | transferred | initial JS |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  const floorRow = ['the floor page', floor.performance, milliseconds(floor.tbt), seconds(floor.fcp), seconds(floor.lcp), milliseconds(lcpAfterFcp(floor)), '', '', '', '', '', '', ''];
  const rows = pages.map((page) => {
    const { site } = page;
    const ratio = arabicLcpRatio(page, pages);
    return [
      `\`${page.path}\``,
      site.performance,
      milliseconds(site.tbt),
      seconds(site.fcp),
      seconds(site.lcp),
      milliseconds(lcpAfterFcp(site)),
      ratio === undefined ? '' : ratio.toFixed(2),
      site.cls.toFixed(3),
      site.accessibility,
      site.bestPractices,
      page.indexed ? site.seo : `${site.seo} (not indexed)`,
      kilobytes(site.transferred),
      kilobytes(page.initialJs),
    ];
  });
  const failing = pages.filter((page) => budgetMisses(page, floor, pages).length > 0);
  return [
    `Lighthouse mobile (default simulated throttling), median of ${runsPerPage} runs per page, served with firebase.json; ` +
      `the floor page (one heading and one paragraph, nothing else) run before and after the pages in the same session.`,
    `Budget: performance at most ${budget.performanceUnderFloor} points under the floor page's, TBT at most ${budget.tbtOverFloorMs} ms over it, ` +
      `accessibility ${budget.accessibility}, best practices ${budget.bestPractices}, SEO ${budget.seo} (pages not indexed excepted), CLS ${budget.cls}, ` +
      `LCP at most ${budget.lcpAfterFcpMs} ms after FCP, an Arabic page's LCP at most ${budget.arabicLcpRatio} × its English twin's.`,
    '',
    ...header,
    ...[floorRow, ...rows].map((row) => `| ${row.join(' | ')} |`),
    '',
    failing.length === 0
      ? `Every page meets the budget (${pages.length} pages).`
      : `Missing the budget:\n${failing.map((page) => `- \`${page.path}\`: ${budgetMisses(page, floor, pages).join(', ')}`).join('\n')}`,
    ...(benchmarks.length > 0 ? [benchmarkLine(benchmarks)] : []),
    '',
  ].join('\n');
}
