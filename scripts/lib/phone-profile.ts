/**
 * A phone as the first-tap checks measure it (docs/decisions.md, "A phone's first tap"): 375 × 740
 * with touch, Slow 4G, the processor slowed four times. The browser test and `npm run bench:moves`
 * share it, so the bench's table and the test's bound speak of the same visitor.
 */
import { PredefinedNetworkConditions, type Page } from 'puppeteer';

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
