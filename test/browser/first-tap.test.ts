/**
 * A phone's first tap (docs/decisions.md, "A phone's first tap"), on the phone the issue measured
 * (scripts/lib/phone-profile.ts: 375 px, touch, Slow 4G, the processor slowed four times), each
 * visit in a browser context of its own (an empty cache, as a first visit):
 * - the menu opens on its first tap, tapped as soon as the button is drawn, whatever scripts have
 *   come: in the click's own task, the site's part of it within 100 ms. (How long the browser
 *   takes to turn the finger's lift into a click is the machine's: `npm run bench:moves` measures
 *   the whole wait on a quiet one.)
 * - a tap on a link of the page landed on loads the next page as a plain link does (a new
 *   document, nothing waited for), for the moves that decide a booking and a post's reader's; once
 *   that page has the app ready (`data-moves-ready`), the next tap moves in place with no request.
 * Each waits for what it asserts; the only time asserted is the site's own budget.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { asPhone, headingOf, headingReads, phoneMoves, tap, tapLink } from '../../scripts/lib/phone-profile';
import { postSlugs } from '../../src/content/blog/generated/slugs';
import { pathFor } from '../../src/routes/paths';
import { startSite, type Site } from './support/site';

// A slowed phone on Slow 4G: a visit takes seconds, more on a busy machine. The waits below have no
// clock of their own (each waits for what it asserts); this only stops a test that hangs.
jest.setTimeout(180_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function phonePage(prepare?: (page: Page) => Promise<unknown>): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await site.browser.browser().createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(0);
  await asPhone(page);
  await prepare?.(page);
  return { page, close: () => context.close() };
}

/**
 * In the page, from its first script on: for the first click on the menu button, whether the menu
 * showed open once the click had reached the window (the last to hear it), and how long the page
 * took from the click's first listener to then.
 */
const watchMenu = (page: Page) =>
  page.evaluateOnNewDocument(() => {
    const seen = window as unknown as { clickedAt?: number; openInClick?: boolean; handledIn?: number };
    const onButton = (event: Event) => (event.target as Element).closest?.('[data-menu-button]');
    addEventListener('click', (event) => void (onButton(event) && (seen.clickedAt ??= performance.now())), { capture: true });
    addEventListener('click', (event) => {
      if (!onButton(event) || seen.openInClick !== undefined) return;
      seen.openInClick = document.querySelector('[data-menu-button]')?.getAttribute('aria-expanded') === 'true' && document.querySelector('[data-site-nav][data-open]') !== null;
      seen.handledIn = performance.now() - seen.clickedAt!;
    });
  });

/** The site's budget for answering a tap (docs/decisions.md §6): the menu drawn open within it. */
const RESPONSE_MS = 100;

const MENU_ROUTES = ['/', '/ar', '/services', '/ar/services', '/about', '/ar/about', '/contact', '/ar/contact', '/blog', '/ar/blog'];

describe('the menu on a phone, tapped as soon as it is drawn', () => {
  it.each([...MENU_ROUTES, ...MENU_ROUTES].map((route, i) => [i + 1, route] as const))('tap %i (%s) opens it in the click itself', async (_n, route) => {
    const { page, close } = await phonePage(watchMenu);
    try {
      // Not waiting for the page to load: the button is tapped the moment it shows.
      void page.goto(`${site.origin}${route}`, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
      await tap(page, '[data-menu-button]');
      await page.waitForFunction(() => (window as unknown as { handledIn?: number }).handledIn !== undefined, { polling: 'raf' });
      const { openInClick, handledIn } = await page.evaluate(() => {
        const seen = window as unknown as { openInClick: boolean; handledIn: number };
        return { openInClick: seen.openInClick, handledIn: seen.handledIn };
      });
      expect(openInClick).toBe(true);
      expect(Math.round(handledIn)).toBeLessThanOrEqual(RESPONSE_MS);
      // And it stays open once the page's own behaviour has taken it over.
      await page.waitForSelector('html[data-menu-live]');
      expect(await page.$eval('[data-menu-button]', (button) => button.getAttribute('aria-expanded'))).toBe('true');
    } finally {
      await close();
    }
  });
});

/** Where the page on screen was loaded from: a new document has its own address here, a move in place keeps the first. */
const documentPath = (page: Page) => page.evaluate(() => new URL((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name).pathname);

describe.each(['en', 'ar'] as const)('moving on a phone (%s)', (locale) => {
  it.each(phoneMoves(locale, postSlugs[0]!).map((move) => [move.name, move] as const))('%s: the first tap loads the page as a plain link does; the next moves at once, with no request', async (_name, move) => {
    const { page, close } = await phonePage();
    try {
      await page.goto(`${site.origin}${move.from}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-ready]');
      // The first tap: a new document, the prerendered page, not the app's render of it.
      await tapLink(page, move.to);
      await headingReads(page, await headingOf(site.origin, move.to), 0);
      expect(await documentPath(page)).toBe(move.to);

      // That page renders the app ahead once it is idle; then the next tap asks for nothing.
      await page.waitForSelector('html[data-moves-ready]');
      const then = pathFor(move.then, locale);
      const heading = await headingOf(site.origin, then);
      await tap(page, '[data-menu-button]');
      await page.waitForSelector('[data-site-nav][data-open]');
      const requested: string[] = [];
      const record = (request: HTTPRequest) => void (request.resourceType() !== 'image' && requested.push(request.url().replace(site.origin, '')));
      page.on('request', record);
      await tap(page, `[data-site-nav] a[href="${then}"]`);
      await headingReads(page, heading, 0);
      page.off('request', record);
      // In place: the same document, and nothing fetched for it.
      expect(await documentPath(page)).toBe(move.to);
      expect(requested.filter((url) => !/\.(ico|svg)(#|$)/.test(url))).toEqual([]);
    } finally {
      await close();
    }
  });
});
