/**
 * A phone as the first-tap checks measure it (docs/decisions.md, "A phone's first tap"): 375 × 740
 * with touch, Slow 4G, the processor slowed four times. The browser test and `npm run bench:moves`
 * share it, so the bench's table and the test's bound speak of the same visitor.
 */
import { PredefinedNetworkConditions, type Page } from 'puppeteer';
import type { Locale } from '../../src/config/site';
import { pathFor } from '../../src/routes/paths';
import type { RouteKey } from '../../src/routes/route-table';

export const PHONE_VIEWPORT = { width: 375, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

export async function asPhone(page: Page): Promise<void> {
  await page.setViewport(PHONE_VIEWPORT);
  await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
  await page.emulateCPUThrottling(4);
}

/** Taps the middle of what `selector` finds, as a finger does: touch start and end, no pointing first. */
export async function tap(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { visible: true });
  const box = await element!.boundingBox();
  if (!box) throw new Error(`nothing to tap at ${selector}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Resolves once the page's main heading reads `title`. */
export const headingReads = (page: Page, title: string, timeout = 30_000): Promise<unknown> =>
  page.waitForFunction((wanted) => document.querySelector('main h1')?.textContent === wanted, { timeout, polling: 'mutation' }, title);

/** A phone's move as the checks take it: land on `from`, tap the link to `to`, then tap the menu's link to `then`. */
export interface PhoneMove {
  name: string;
  from: string;
  to: string;
  then: RouteKey;
}

/** The moves that decide a booking (home to services, booking and contact) and a post's reader's (to the blog), in one language. */
export const phoneMoves = (locale: Locale, postSlug: string): PhoneMove[] => [
  ...(['services', 'booking', 'contact'] as const).map((key) => ({ name: `home → ${key}`, from: pathFor('home', locale), to: pathFor(key, locale), then: key === 'booking' ? ('contact' as const) : ('booking' as const) })),
  { name: 'post → blog', from: pathFor('blogPost', locale, { slug: postSlug }), to: pathFor('blog', locale), then: 'services' },
];

/** Taps the first link to `href` in the page's main content or footer, scrolled into view for the finger. */
export async function tapLink(page: Page, href: string): Promise<void> {
  const selector = `main a[href="${href}"], footer a[href="${href}"]`;
  await page.$eval(selector, (link) => link.scrollIntoView({ block: 'center' }));
  await tap(page, selector);
}

/** The main heading a page shows, read from its prerendered HTML. */
export async function headingOf(origin: string, path: string): Promise<string> {
  const html = await (await fetch(`${origin}${path}`)).text();
  return /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"') ?? '';
}
