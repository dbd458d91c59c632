/**
 * `npx ts-node scripts/measure-start.ts [path ...]`: what landing on a page costs a phone, page by
 * page. Each path is loaded afresh (no cache) with the CPU slowed four times and Slow 4G, until
 * the page is ready (`html[data-ready]`: its behaviours run) and a second has passed; prints, per page, medians and
 * ranges of: script and data bytes fetched until ready (gzip, as transferred, headers included), the main thread's scripting time, the
 * long tasks after the first paint (their total, and their blocking part over 50 ms: TBT), FCP,
 * LCP and when the app was ready. `DISTS=dist,dist-other` compares builds (each a folder of the
 * project root), their runs interleaved so that a busy machine weighs on each alike; `RUNS=5`.
 */
import type { Browser, CDPSession } from 'puppeteer';
import { PredefinedNetworkConditions } from 'puppeteer';
import { launchBrowser } from './lib/chromium';
import { originOf } from './lib/origin';
import { serveDist } from './serve-dist';

const RUNS = Number(process.env.RUNS ?? 5);
const dists = (process.env.DISTS ?? 'dist').split(',');
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/ar', '/about', '/ar/about', '/booking', '/ar/booking'];
const FIGURES = ['scriptKB', 'scriptMs', 'longTaskMs', 'tbtMs', 'fcpMs', 'lcpMs', 'readyMs'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;

/** Runs in the page before its scripts: keeps the paints and long tasks the browser reports. */
function observe() {
  const seen: { fcp?: number; lcp?: number; tasks: [number, number][] } = { tasks: [] };
  Object.assign(window, { __measured: seen });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.name === 'first-contentful-paint' && (seen.fcp = entry.startTime))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.lcp = entry.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.tasks.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true });
}

async function scriptSeconds(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
}

async function measure(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
  const session = await page.createCDPSession();
  await session.send('Performance.enable');
  // What crossed the network for each script and data file (compressed, headers included).
  let bytes = 0;
  await session.send('Network.enable');
  const sizes = new Map<string, number>();
  session.on('Network.responseReceived', (event) => sizes.set(event.requestId, /\.(js|json)(\?|$)/.test(event.response.url) ? 0 : -1));
  session.on('Network.loadingFinished', (event) => sizes.get(event.requestId) === 0 && (bytes += event.encodedDataLength));
  await page.evaluateOnNewDocument(observe);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
  const readyMs = await page.evaluate(() => performance.now());
  const scriptKB = bytes / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const scriptMs = (await scriptSeconds(session)) * 1000;
  const seen = await page.evaluate(() => (window as unknown as { __measured: { fcp?: number; lcp?: number; tasks: [number, number][] } }).__measured);
  await context.close();
  const after = seen.tasks.filter(([start]) => start >= (seen.fcp ?? 0));
  return {
    scriptKB,
    scriptMs,
    longTaskMs: after.reduce((sum, [, duration]) => sum + duration, 0),
    tbtMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    fcpMs: seen.fcp ?? NaN,
    lcpMs: seen.lcp ?? NaN,
    readyMs,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const cell = (values: number[]) => `${median(values).toFixed(values[0]! < 200 && values.every((v) => v < 200) ? 1 : 0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

async function main() {
  const servers = await Promise.all(dists.map((publicDir) => serveDist({ publicDir })));
  const browser = await launchBrowser();
  const results = new Map<string, Figures[]>();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const route of paths) {
        for (const [index, dist] of dists.entries()) {
          const key = `${route}\t${dist}`;
          results.set(key, [...(results.get(key) ?? []), await measure(browser, `${originOf(servers[index]!)}${route}`)]);
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
  }
  console.log(`median (min–max) of ${RUNS} runs; CPU ×4, Slow 4G`);
  console.log(['page', 'build', ...FIGURES].join('\t'));
  for (const [key, runs] of results) console.log([key, ...FIGURES.map((name) => cell(runs.map((figures) => figures[name])))].join('\t'));
}

void main();
