/**
 * A visitor who has set the browser's text to 200 % (a default font size of 32 px) on a
 * 1280 px screen: every template still fits the width, with the header collapsed into its
 * menu, rather than running off to the side (WCAG 1.4.4 and 1.4.10).
 */
import { builtPages } from '../../src/app/prerender-list';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import type { ElementHandle } from 'puppeteer';
import { byRole, openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const width = 1280;
const defaultFontSize = 32;
const ui = { en: enUi, ar: arUi };

// One page of each template in each language (the first post stands for every post), and the not-found page.
const templates = [
  ...new Map(builtPages().map((page) => [`${page.key} ${page.locale}`, [page.path, page.locale] as const])).values(),
  ['/no-such-page', 'en'] as const,
  ['/ar/no-such-page', 'ar'] as const,
];

/** Whether an element is drawn, and wholly inside the window's width. */
const onScreen = (element: ElementHandle<HTMLElement>) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

it.each(templates)('%s fits 1280 px with text at 200 %%, its header collapsed into the menu', async (route, locale) => {
  const { page } = await openPage(site, route, { width, defaultFontSize });
  // The text did grow: nothing pins the root size in px.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${defaultFontSize}px`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The site's header (section headers are <header>s too).
  const header = (await page.$('[data-site-header]'))!;
  const menuButton = await byRole(page, 'button', { name: ui[locale].menu.open, within: header });
  expect(await onScreen(menuButton)).toBe(true);
  expect(await onScreen(await byRole(page, 'link', { name: ui[locale].languageSwitch.label, within: header }))).toBe(true);

  // The call to action is a tap away, in the menu, and on screen there too.
  await menuButton.click();
  const nav = await byRole(page, 'navigation', { name: ui[locale].nav.label });
  expect(await onScreen(await byRole(page, 'link', { name: ui[locale].headerCta, within: nav }))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.close();
});
