import type { Page } from 'puppeteer';
import type enUi from '../../../src/content/generated/en/ui';
import { allByRole, byRole, onScreen, setDefaultFontSize } from './site';

/** The browser's default font size, and twice it: the text at 200 %. */
export const DEFAULT_TEXT_PX = 16;
export const LARGE_TEXT_PX = 2 * DEFAULT_TEXT_PX;

/**
 * A visitor sets the text to 200 % on an open page (WCAG 1.4.4 and 1.4.10): the page still fits
 * its window, the header collapses into its menu, and its call to action is on screen. It
 * opens the menu: check it after whatever reads the page as loaded.
 */
export async function expectFitsAtLargeText(page: Page, ui: typeof enUi): Promise<void> {
  await setDefaultFontSize(page, LARGE_TEXT_PX);
  // The text did grow: nothing pins the root size in px.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${LARGE_TEXT_PX}px`);
  const width = page.viewport()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The site's header (section headers are <header>s too).
  const header = (await page.$('[data-site-header]'))!;
  const menuButton = await byRole(page, 'button', { name: ui.menu.open, within: header });
  expect(await onScreen(menuButton)).toBe(true);
  expect(await onScreen(await byRole(page, 'link', { name: ui.languageSwitch.label, within: header }))).toBe(true);

  // The call to action is on screen: in the bar where it fits beside the menu button, else a tap
  // away, in the menu.
  await menuButton.click();
  const cta = await allByRole(page, 'link', { name: ui.headerCta, within: header });
  expect(cta).toHaveLength(1);
  expect(await onScreen(cta[0]!)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
