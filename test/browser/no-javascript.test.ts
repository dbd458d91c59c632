/**
 * With JavaScript off, the prerendered pages still read fully and every link still works (every
 * page's headings and width: every-page.test.ts; the not-found page: not-found.test.ts).
 */
import enHome from '../../src/content/generated/en/home';
import { openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('JavaScript off', () => {
  it('reads the whole home page, with the navigation shown on a phone', async () => {
    const { page } = await openPage(site, '/', { width: 375, javaScript: false });
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(enHome.hero.title);
    const { services, stats, testimonials, founder, philosophy, closing } = enHome;
    expect(await page.$$eval('main h2', (hs) => hs.map((h) => h.textContent))).toEqual(
      [services, stats, testimonials, founder, philosophy, closing].map((section) => section.title),
    );
    expect(await page.$eval('body', (b) => b.innerText)).toContain(enHome.closing.body);
    const navLinks = await page.$$eval('#site-nav a', (links) =>
      links.map((a) => ({ href: a.getAttribute('href'), shown: a.getBoundingClientRect().height > 0 })),
    );
    expect(navLinks.length).toBeGreaterThanOrEqual(9);
    expect(navLinks.every((link) => link.shown)).toBe(true);
    expect(await page.$eval('button[aria-controls="site-nav"]', (b) => getComputedStyle(b).display)).toBe('none');
    await page.close();
  });

  it('follows header links as ordinary links', async () => {
    const { page } = await openPage(site, '/thank-you', { javaScript: false });
    await Promise.all([page.waitForNavigation(), page.click('header a[href="/"]')]);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(enHome.hero.title);
    await page.close();
  });

  it('serves Arabic right to left in the HTML itself', async () => {
    const { page } = await openPage(site, '/ar', { javaScript: false });
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const align = await page.$eval('h1', (h) => h.getBoundingClientRect().right > window.innerWidth / 2);
    expect(align).toBe(true);
    await page.close();
  });
});
