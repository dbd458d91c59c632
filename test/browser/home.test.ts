/** The home page and the site chrome as a visitor uses them, in both languages. */
import type { Page } from 'puppeteer';
import { founderImageKind } from '../../src/assets/generated/founder-image-kind';
import { headerNav } from '../../src/components/layout/nav-items';
import { site as config } from '../../src/config/site';
import arAbout from '../../src/content/generated/ar/about';
import arHome from '../../src/content/generated/ar/home';
import arThankYou from '../../src/content/generated/ar/thank-you';
import enAbout from '../../src/content/generated/en/about';
import enHome from '../../src/content/generated/en/home';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { pathFor } from '../../src/routes/paths';
import { pageTitle } from '../../src/seo/page-title';
import { allByRole, byRole, linksOf, openPage, sharedVisit, startSite, type Site } from './support/site';
import { inArch } from './support/heroes';
import { specWords } from '../spec/words';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const text = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).innerText.trim());
const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    return getComputedStyle(el).visibility !== 'hidden' && box.width > 0 && box.height > 0;
  });

/** The hero's link to the scheduler, by the name a screen reader reads: its words, then that it opens a new tab. */
const schedulerLink = async (page: Page, content: typeof enHome, ui: typeof enUi) =>
  byRole(page, 'link', { name: `${content.hero.primaryCta} ${ui.newTab}`, within: await byRole(page, 'region', { name: content.hero.title }) });

describe.each([
  ['/', enHome, enUi, '/services', '/booking', { side: 'left', arrow: 'none' }],
  ['/ar', arHome, arUi, '/ar/services', '/ar/booking', { side: 'right', arrow: 'matrix(-1, 0, 0, 1, 0, 0)' }],
])('home at %s', (route, content, ui, servicesPath, bookingPath, mirrored) => {
  // One visit serves every check of the page: none changes it.
  const look = sharedVisit(() => openPage(site, route));

  it('shows every section of the page', async () => {
    const { page } = look;
    expect(await text(page, 'h1')).toBe(content.hero.title);
    const headings = await page.$$eval('main h2', (hs) => hs.map((h) => h.textContent));
    expect(headings).toEqual([
      content.services.title,
      content.stats.title,
      content.testimonials.title,
      content.founder.title,
      content.philosophy.title,
      content.closing.title,
    ]);
    expect(await page.$$eval('main h3', (hs) => hs.length)).toBe(Object.keys(content.offers.services).length + content.philosophy.principles.length);
    expect(await page.$$eval('main blockquote', (qs) => qs.length)).toBe(content.testimonials.items.length);
    // The founder's picture: her photo once supplied, until then the drawing (one for both languages, no words in it),
    // described as what it is; her name under it as text, from the settings.
    const founder = await page.$eval('[aria-labelledby="founder-title"] figure', (figure) => ({
      alt: figure.querySelector('img')!.getAttribute('alt'),
      file: figure.querySelector('source')!.getAttribute('srcset')!.split(/[ ,]/)[0]!.split('/').pop()!.replace(/-\d+\..*$/, ''),
      caption: figure.querySelector('figcaption')?.textContent,
    }));
    const locale = route === '/' ? 'en' : 'ar';
    expect(founder).toEqual({ alt: content.founder.portraitAlt, file: founderImageKind === 'photo' ? 'founder-photo' : 'founder-art', caption: config.founder.name[locale] });
    expect(await inArch((await page.$('[aria-labelledby="founder-title"] figure'))!)).toBe(founderImageKind === 'photo');
  });

  it('sends the hero to the external scheduler in a new tab and to the services page', async () => {
    const { page } = look;
    const hero = await byRole(page, 'region', { name: content.hero.title });
    const named = [await schedulerLink(page, content, ui), await byRole(page, 'link', { name: content.hero.secondaryCta, within: hero })];
    expect((await linksOf(named)).map(({ href, target }) => ({ href, target }))).toEqual([
      { href: config.scheduling.discovery, target: '_blank' },
      { href: servicesPath, target: null },
    ]);
    // Those two and no other.
    expect(await allByRole(page, 'link', { within: hero })).toHaveLength(2);
    const closing = await byRole(page, 'region', { name: content.closing.title });
    expect((await linksOf(await allByRole(page, 'link', { within: closing }))).map((l) => l.href)).toEqual([bookingPath]);
  });

  it('is laid out left to right in English and right to left in Arabic, arrows included', async () => {
    const { page } = look;
    const side = await page.$eval('header a[href^="/"]', (logo) => {
      const box = logo.getBoundingClientRect();
      return box.left + box.width / 2 < window.innerWidth / 2 ? 'left' : 'right';
    });
    // The arrow is decoration, hidden from screen readers: found inside the link it points along.
    const arrow = await (await schedulerLink(page, content, ui)).$eval('svg', (svg) => getComputedStyle(svg).transform);
    expect({ side, arrow }).toEqual(mirrored);
  });
});

describe('language switch', () => {
  it('reloads the page in Arabic at the matching path, right to left, and back', async () => {
    const { page } = await openPage(site, '/thank-you');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('a[hreflang="ar"]')]);
    expect(new URL(page.url()).pathname).toBe('/ar/thank-you');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await text(page, 'h1')).toBe(arThankYou.title);

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('a[hreflang="en"]')]);
    expect(new URL(page.url()).pathname).toBe('/thank-you');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await page.close();
  });

  it('takes bare /ar to /', async () => {
    const { page } = await openPage(site, '/ar');
    expect(await page.$eval('a[hreflang="en"]', (a) => a.getAttribute('href'))).toBe('/');
    await page.close();
  });
});

describe('mobile menu at 375 px', () => {
  it('opens, says so, and closes when an item is chosen', async () => {
    const { page } = await openPage(site, '/thank-you', { width: 375 });
    const button = 'button[aria-controls="site-nav"]';
    expect(await page.$eval(button, (b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await isVisible(page, '#site-nav')).toBe(false);

    await page.click(button);
    expect(await page.$eval(button, (b) => b.getAttribute('aria-expanded'))).toBe('true');
    expect(await isVisible(page, '#site-nav')).toBe(true);

    // Choosing Home navigates in place (no reload) and closes the menu.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.click('#site-nav a[href="/"]');
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent !== title, {}, specWords.thankYou.title);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await text(page, 'h1')).toBe(enHome.hero.title);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await page.evaluate(() => document.title)).toBe(pageTitle(enHome.meta.title, 'en'));
    expect(await page.$eval(button, (b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(await isVisible(page, '#site-nav')).toBe(false);
    await page.close();
  });

  describe.each([
    ['en', '/', enUi, enAbout.hero.title],
    ['ar', '/ar', arUi, arAbout.hero.title],
  ] as const)('with the keyboard, in %s', (locale, route, ui, aboutTitle) => {
    /** What the open menu holds, in reading order: every page, then the call to action. */
    const menuLinks = [
      ...headerNav.map(({ key }) => ({ href: pathFor(key, locale), text: ui.nav[key] })),
      { href: pathFor('booking', locale), text: ui.headerCta },
    ];

    /** The focused element: where it leads, what it says, and whether something else is drawn over it. */
    const focused = (page: Page) =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { href: el.getAttribute('href'), text: (el.textContent ?? '').trim(), covered: !el.contains(top) };
      });
    const expanded = (page: Page) => page.$eval('button[aria-controls="site-nav"]', (b) => b.getAttribute('aria-expanded'));

    async function openWithEnter() {
      const { page } = await openPage(site, route, { width: 375 });
      await (await byRole(page, 'button', { name: ui.menu.open })).focus();
      await page.keyboard.press('Enter');
      expect(await expanded(page)).toBe('true');
      return page;
    }

    it('goes from the button into the menu, link by link, and closes it when Tab leaves it', async () => {
      const page = await openWithEnter();
      const walk = [];
      for (let i = 0; i < menuLinks.length; i++) {
        await page.keyboard.press('Tab');
        walk.push(await focused(page));
      }
      expect(walk).toEqual(menuLinks.map((link) => ({ ...link, covered: false })));

      // Back up to the button, and down again.
      await page.keyboard.down('Shift');
      for (let i = 0; i < menuLinks.length; i++) await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(ui.menu.close);
      for (let i = 0; i < menuLinks.length; i++) await page.keyboard.press('Tab');

      // Past the last link the menu closes, and the focus is on something in plain view.
      await page.keyboard.press('Tab');
      expect(await expanded(page)).toBe('false');
      expect((await focused(page)).covered).toBe(false);
      await page.close();
    });

    it('closes on Escape from inside the menu, back on its button', async () => {
      const page = await openWithEnter();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({ ...menuLinks[1], covered: false });
      await page.keyboard.press('Escape');
      expect(await expanded(page)).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(ui.menu.open);
      await page.close();
    });

    it('closes when a link is chosen, and the focus goes to the new page’s heading', async () => {
      const page = await openWithEnter();
      const about = menuLinks.findIndex((link) => link.href === pathFor('about', locale));
      for (let i = 0; i <= about; i++) await page.keyboard.press('Tab');
      expect((await focused(page)).href).toBe(pathFor('about', locale));
      await page.keyboard.press('Enter');
      await page.waitForFunction((path) => location.pathname === path, {}, pathFor('about', locale));
      await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, aboutTitle);
      expect(await expanded(page)).toBe('false');
      expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent])).toEqual(['H1', aboutTitle]);
      await page.close();
    });
  });

  it('fits the phone: nothing wider than the screen, even at 320 px', async () => {
    for (const route of ['/', '/ar']) {
      const { page } = await openPage(site, route, { width: 320 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.close();
    }
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, shows it, and it moves focus to the content', async () => {
    const { page } = await openPage(site, '/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    expect(await page.evaluate(() => document.activeElement!.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.close();
  });

  it('shows a focus ring on links and buttons', async () => {
    const { page } = await openPage(site, '/', { width: 375 });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).toBe('solid');
    await page.close();
  });
});
