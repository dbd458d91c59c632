/** With JavaScript off, the prerendered pages still read fully and every link still works. */
import arBlog from '../../src/content/ar/blog';
import arNotFound from '../../src/content/generated/ar/not-found';
import enHome from '../../src/content/generated/en/home';
import enNotFound from '../../src/content/generated/en/not-found';
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

  it.each(['/nowhere', '/ar/nowhere', '/ar/blog/nowhere'])('still shows the not-found page at %s, in both languages', async (route) => {
    const { page, response } = await openPage(site, route, { javaScript: false });
    expect(response?.status()).toBe(404);
    expect(await page.$eval('body', (b) => getComputedStyle(b).visibility)).toBe('visible');
    expect(await page.$eval('main h1', (h1) => h1.getBoundingClientRect().height)).toBeGreaterThan(0);
    const blocks = await page.$$eval('main h1', (headings) =>
      headings.map((h1) => {
        const block = h1.closest('[lang]') as HTMLElement;
        return {
          lang: block.lang,
          dir: getComputedStyle(h1).direction,
          title: h1.textContent,
          link: [h1.parentElement?.querySelector('a')?.getAttribute('href'), h1.parentElement?.querySelector('a')?.textContent],
          font: getComputedStyle(h1).fontFamily,
        };
      }),
    );
    expect(blocks.map(({ font: _font, ...rest }) => rest)).toEqual([
      { lang: 'en', dir: 'ltr', title: enNotFound.title, link: ['/', enNotFound.returnHome] },
      { lang: 'ar', dir: 'rtl', title: arNotFound.title, link: ['/ar', arNotFound.returnHome] },
    ]);
    expect(blocks[1]?.font).toContain('IBM Plex Sans Arabic');
    await page.close();
  });
});

describe('the same not-found document, with JavaScript', () => {
  it.each([
    ['/ar/nowhere', arNotFound.title],
    ['/ar/blog/nowhere', arBlog.postPage.notFound.title],
  ])('with JavaScript, %s shows its own language only', async (route, title) => {
    const { page, response } = await openPage(site, route);
    expect(response?.status()).toBe(404);
    expect(await page.$$eval('main h1', (headings) => headings.map((h) => h.textContent))).toEqual([title]);
    expect(await page.$$('[data-not-found-ar]')).toHaveLength(0);
    await page.close();
  });
});
