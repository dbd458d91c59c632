/**
 * `npm run bench:moves` (after a build): a phone's moves, as a visitor lives them, on the phone of
 * scripts/lib/phone-profile.ts (375 px, touch, Slow 4G, the processor slowed four times). For each
 * move, in both languages: the first tap on a link of the page landed on (no pointing first) to
 * the next page's heading; the same link with scripts off (a plain page load); and a second tap,
 * from the page the first one reached once it has the app ready, to the page after it shown, in
 * the page's own clock from the finger's lift (and how much of that was React's render). Each in a
 * browser of its own with an empty cache, RUNS times; the table prints the medians, in ms.
 */
import type { Browser } from 'puppeteer';
import { launchBrowser } from './lib/chromium';
import { originOf } from './lib/origin';
import { asPhone, headingOf, headingReads, phoneMoves, tap, tapLink, type PhoneMove } from './lib/phone-profile';
import { serveDist } from './serve-dist';
import type { Locale } from '../src/config/site';
import { pathFor } from '../src/routes/paths';
import { postSlugs } from '../src/content/blog/generated/slugs';

const RUNS = Number(process.env.RUNS ?? 3);

const moves = (locale: Locale) => phoneMoves(locale, postSlugs[0]!);

/** One visit: land on `from`, tap the link to `to`; with scripts on, then tap the menu's link to `then`. Times in ms. */
async function visit(browser: Browser, origin: string, move: PhoneMove, locale: Locale, scripts: boolean): Promise<{ first: number; second?: number; rendering?: number }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setJavaScriptEnabled(scripts);
    await asPhone(page);
    await page.goto(`${origin}${move.from}`, { waitUntil: 'load' });
    if (scripts) await page.waitForSelector('html[data-ready]', { timeout: 60_000 });
    const title = await headingOf(origin, move.to);
    const started = Date.now();
    await tapLink(page, move.to);
    await headingReads(page, title, 60_000);
    const first = Date.now() - started;
    if (!scripts) return { first };
    // The page has the app rendered ahead and the likeliest next pages in (src/app/start.tsx).
    await page.waitForSelector('html[data-moves-ready]', { timeout: 90_000 });
    await tap(page, '[data-menu-button]');
    await page.waitForSelector('[data-site-nav][data-open]');
    const then = pathFor(move.then, locale);
    const thenTitle = await headingOf(origin, then);
    await page.evaluate(() => addEventListener('touchend', (event) => ((window as unknown as { tappedAt: number }).tappedAt = event.timeStamp), { capture: true, once: true }));
    await tap(page, `[data-site-nav] a[href="${then}"]`);
    await headingReads(page, thenTitle, 60_000);
    // In the page's own clock, from the finger's lift: to the app's render done (the marks of src/app/start.tsx), and how much of it was the render.
    const { shown, rendering } = await page.evaluate(() => {
      const mark = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? NaN;
      return { shown: mark('move-shown') - (window as unknown as { tappedAt: number }).tappedAt, rendering: mark('move-shown') - mark('move-ready') };
    });
    return { first, second: Math.round(shown), rendering: Math.round(rendering) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const server = await serveDist();
  const browser = await launchBrowser();
  const origin = originOf(server);
  try {
    console.log(`A phone's moves: 375 px, touch, Slow 4G, CPU ×4; medians of ${RUNS} runs, ms`);
    console.log(['move'.padEnd(28), 'first tap', 'plain load', 'first/plain', 'second tap', 'rendering'].join('  '));
    for (const locale of ['en', 'ar'] as const) {
      for (const move of moves(locale)) {
        const withScripts: { first: number; second?: number; rendering?: number }[] = [];
        const plain: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          withScripts.push(await visit(browser, origin, move, locale, true));
          plain.push((await visit(browser, origin, move, locale, false)).first);
        }
        const [first, load, second, rendering] = [median(withScripts.map((r) => r.first)), median(plain), median(withScripts.map((r) => r.second ?? NaN)), median(withScripts.map((r) => r.rendering ?? NaN))];
        console.log([`${locale} ${move.name}`.padEnd(28), String(first).padStart(9), String(load).padStart(10), `${((first / load) * 100).toFixed(0)} %`.padStart(11), String(second).padStart(10), String(rendering).padStart(9)].join('  '));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
