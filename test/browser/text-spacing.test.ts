/**
 * A visitor who spaces the text out with a style of their own (WCAG 1.4.12): the page still fits
 * a phone and a desktop. (Text at 200 %, WCAG 1.4.4 and 1.4.10, is checked on each page's one
 * visit: every-page.test.ts and not-found.test.ts, with support/large-text.ts.)
 */
import { serviceKeys } from '../../src/config/services';
import enBlog from '../../src/content/en/blog';
import { locales } from '../../src/i18n/locale';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { pathFor } from '../../src/routes/paths';
import type { ElementHandle, Page } from 'puppeteer';
import { allByRole, byRole, onScreen, openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const width = 1280;
const ui = { en: enUi, ar: arUi };

describe('text spacing', () => {
  // The spacing WCAG 1.4.12 asks a page to take without loss, as a visitor's own style sheet sets it.
  const spacing = `
    * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
    p { margin-bottom: 2em !important; }`;
  const post = enBlog.posts[0]!.slug;
  // One page of each kind whose words ran wide: the bar's, a hero's long word, the contact details.
  const routes = locales.flatMap((locale) =>
    [pathFor('home', locale), pathFor('booking', locale), pathFor('contact', locale), pathFor(serviceKeys[0]!, locale), pathFor('blogPost', locale, { slug: post })].map(
      (route) => [route, locale] as const,
    ),
  );

  /** Wholly inside the window, and its words inside its own box (a nowrap label pushed past a squeezed button is clipped to the eye). */
  const unclipped = (element: ElementHandle<HTMLElement>) => element.evaluate((el) => el.scrollWidth <= el.clientWidth);
  const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it.each(routes)('%s fits 1280 and 320 px with the text spaced out, the header’s links and button on screen', async (route, locale) => {
    const { page } = await openPage(site, route, { width });
    await page.addStyleTag({ content: spacing });
    // The style did apply.
    expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe('0px');
    const header = (await page.$('[data-site-header]'))!;
    const nav = await byRole(page, 'navigation', { name: ui[locale].nav.label });

    // In the bar: the logo, every link of the navigation, the language switch and the call to action.
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    const logo = await byRole(page, 'link', { name: ui[locale].logoLabel, within: header });
    const inBar = await allByRole(page, 'link', { within: nav });
    const wide = [
      logo,
      ...inBar,
      await byRole(page, 'link', { name: ui[locale].languageSwitch.label, within: header }),
      await byRole(page, 'link', { name: ui[locale].headerCta, within: header }),
    ];
    expect(wide.length).toBeGreaterThan(5);
    for (const link of wide) expect([await onScreen(link), await unclipped(link)]).toEqual([true, true]);

    // On a phone: the logo, whole, the bar's button and language switch, then the menu's links and call to action.
    await page.setViewport({ width: 320, height: 900 });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
    expect([await onScreen(logo), await unclipped(logo)]).toEqual([true, true]);
    const menuButton = await byRole(page, 'button', { name: ui[locale].menu.open, within: header });
    expect(await onScreen(menuButton)).toBe(true);
    expect(await onScreen(await byRole(page, 'link', { name: ui[locale].languageSwitch.label, within: header }))).toBe(true);
    await menuButton.click();
    const inMenu = await allByRole(page, 'link', { within: nav });
    expect(inMenu.length).toBeGreaterThan(inBar.length);
    for (const link of inMenu) expect([await onScreen(link), await unclipped(link)]).toEqual([true, true]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
    await page.close();
  });
});
