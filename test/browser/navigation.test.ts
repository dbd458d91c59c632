/** Moving between pages with JavaScript: in place, by pathname, and safe when a deploy has replaced the chunks. */
import arAbout from '../../src/content/generated/ar/about';
import enAbout from '../../src/content/generated/en/about';
import enLifeCoaching from '../../src/content/generated/en/service-pages/life-coaching';
import enServices from '../../src/content/generated/en/services';
import arBlog from '../../src/content/generated/ar/blog';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { headerNav } from '../../src/components/layout/nav-items';
import { likelyNext } from '../../src/app/likely-next';
import { pathFor } from '../../src/routes/paths';
import { PAGE_STYLES_ATTRIBUTE } from '../../src/config/runtime';
import { chunkNameOf, chunkNames, chunkPath, isAppChunk, pageFiles } from '../../scripts/lib/chunk-names';
import { pageWeight } from '../../scripts/lib/page-weight';
import { PredefinedNetworkConditions, type HTTPRequest, type Page } from 'puppeteer';
import sharp from 'sharp';
import { allByRole, byRole, landedInPlace, linksOf, onScreen, openPage, settled, startSite, texts, textsOf, waitFor, type Site } from './support/site';
import { carriesFaces, withoutWebFaces } from './support/faces';

// The chunks of the service template and of one service's words (src/app/page-registry.ts).
const serviceTemplate = 'page-service-pages-service-page';
const lifeCoachingWords = 'content-service-pages-life-coaching-en';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

it.each(['/services?utm_source=newsletter', '/services#how-title', '/ar/services?ref=x'])('lands on %s as its page, kept in place without React', async (route) => {
  const names = chunkNames();
  const scripts: string[] = [];
  const { page, response, problems } = await openPage(site, route, {
    prepare: (page) => {
      page.on('request', (request) => {
        if (request.url().endsWith('.js')) scripts.push(chunkNameOf(request.url(), names));
      });
      return Promise.resolve();
    },
  });
  expect(response?.status()).toBe(200);
  expect(await texts(page, 'h1')).toHaveLength(1);
  expect(await landedInPlace(page)).toBe(true);
  // The page reads, and its menu works, with the entry and the landing script alone: no app.
  await page.waitForNetworkIdle({ idleTime: 300 });
  expect(scripts.filter((name) => !name.startsWith('behavior-'))).toEqual(['main', 'landing']);
  // Its prerendered CSS as it came, in one tag, no rule twice; styled-components, never loaded, has none.
  const styles = await page.evaluate((attribute) => {
    const tags = [...document.querySelectorAll<HTMLStyleElement>(`style[${attribute}]`)];
    const rules = tags.flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText));
    return { tags: tags.length, styled: document.querySelectorAll('style[data-styled]').length, rules: rules.length, repeated: rules.filter((rule, index) => rules.indexOf(rule) !== index) };
  }, PAGE_STYLES_ATTRIBUTE);
  expect(styles).toEqual({ tags: 1, styled: 0, rules: expect.any(Number), repeated: [] });
  expect(styles.rules).toBeGreaterThan(50);
  expect(problems).toEqual([]);
  await page.close();
});

/**
 * How the header and footer look, element by element: drawn by the landed page's own CSS before
 * the first move, by the rules the app generates (mirrored, in Arabic) after it.
 */
const shellLooks = (page: Page) =>
  page.evaluate(() =>
    // The site's header and footer, not a section's own inside <main>.
    [...document.querySelectorAll('header:not(main header) *, footer:not(main footer) *')].map((element) => {
      const style = getComputedStyle(element);
      const { left, width, height } = element.getBoundingClientRect();
      return [element.tagName, style.display, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.padding, style.margin, style.textAlign, Math.round(left), Math.round(width), Math.round(height)].join(' ');
    }),
  );

it('moves to another page in place, and back', async () => {
  const { page } = await openPage(site, '/services');
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.click('header nav a[href="/about"]');
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, enAbout.hero.title);
  expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]'))).toBeNull(); // the landing page's no longer applies
  await page.goBack();
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, enServices.hero.title);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.close();
});

it.each([
  ['/services', '/about', enAbout.hero.title],
  ['/ar/services', '/ar/about', arAbout.hero.title],
])('draws the header and footer of %s the same after the first move, with the CSS the app generates', async (from, to, title) => {
  const { page } = await openPage(site, from);
  // Both pages mark no header link as theirs, so the header draws the same on either.
  await page.evaluate(() => document.querySelectorAll('header [aria-current]').forEach((link) => link.removeAttribute('aria-current')));
  const landed = await shellLooks(page);
  await page.click(`header nav a[href="${to}"]`);
  await page.waitForFunction((wanted) => document.querySelector('h1')?.textContent === wanted, {}, title);
  // The pointer off the link it clicked, which it drew as hovered.
  await page.mouse.move(640, 600);
  await page.evaluate(() => document.querySelectorAll('header [aria-current]').forEach((link) => link.removeAttribute('aria-current')));
  // The app generated the rules of what it drew (the landed page's stay, for the corner it keeps).
  expect(await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce((count, style) => count + (style.sheet?.cssRules.length ?? 0), 0))).toBeGreaterThan(50);
  expect(await shellLooks(page)).toEqual(landed);
  await page.close();
});

it('loads the address afresh when the next page’s chunk cannot be fetched (a deploy replaced it)', async () => {
  // A page the header does not name, so nothing has fetched it ahead in this tab.
  const { page } = await openPage(site, '/services');
  await page.setRequestInterception(true);
  const serviceChunk = chunkPath(serviceTemplate);
  page.on('request', (request) => (new URL(request.url()).pathname === serviceChunk ? request.abort() : request.continue()));
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await Promise.all([page.waitForNavigation(), page.click('main a[href="/services/life-coaching"]')]);
  expect(new URL(page.url()).pathname).toBe('/services/life-coaching');
  expect(await texts(page, 'main h1')).toEqual([enLifeCoaching.hero.title]);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
  await page.close();
});

describe('the header on the grid', () => {
  /** Where the header's first item (the logo) and last visible link (its button) sit, against the content column of the page's first Container. */
  const edges = (page: Page) =>
    page.evaluate(() => {
      const row = document.querySelector('[data-site-header] > div')!;
      const visible = [...row.querySelectorAll('a')].filter((a) => a.getBoundingClientRect().width > 0);
      const first = visible[0]!.getBoundingClientRect();
      const last = visible.at(-1)!.getBoundingClientRect();
      // The header's row is a Container itself (its first class is Container's): the page's first one gives the column to share.
      const column = [...document.querySelectorAll('main div')].find((div) => div.classList.contains(row.classList[0]!))!;
      const style = getComputedStyle(column);
      const box = column.getBoundingClientRect();
      const round = (n: number) => Math.round(n);
      return {
        start: round(Math.min(first.left, last.left)),
        end: round(Math.max(first.right, last.right)),
        columnStart: round(box.left + parseFloat(style.paddingLeft)),
        columnEnd: round(box.right - parseFloat(style.paddingRight)),
        firstIsStart: document.dir === 'rtl' ? round(first.right) === round(box.right - parseFloat(style.paddingRight)) : round(first.left) === round(box.left + parseFloat(style.paddingLeft)),
      };
    });

  it.each(['/', '/ar'])('puts the logo and the last button of %s on the content column’s edges at 1280, 1440 and 1920 px', async (route) => {
    const { page } = await openPage(site, route);
    for (const width of [1280, 1440, 1920]) {
      await page.setViewport({ width, height: 900 });
      const at = await edges(page);
      expect({ width, ...at }).toEqual({ width, start: at.columnStart, end: at.columnEnd, columnStart: at.columnStart, columnEnd: at.columnEnd, firstIsStart: true });
    }
    await page.close();
  });

  it.each(['/', '/ar'])('fits the column of %s at 1280 px before its web fonts arrive, in the fallback faces', async (route) => {
    const { page } = await openPage(site, route, {
      prepare: async (p) => {
        await p.setRequestInterception(true);
        // The fonts never come; the stylesheet comes without its web faces, the fallbacks' left.
        p.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (!carriesFaces(pathname)) return void request.continue();
          if (!pathname.endsWith('.css')) return void request.abort();
          void fetch(request.url())
            .then((answer) => answer.text())
            .then((css) => request.respond({ status: 200, contentType: 'text/css', body: withoutWebFaces(css) }));
        });
      },
    });
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded' && !face.family.includes('Fallback')))).toBe(false);
    const at = await edges(page);
    expect(at.end).toBeLessThanOrEqual(at.columnEnd);
    expect(at.start).toBe(at.columnStart);
    await page.close();
  });
});

describe('the header where its links sit in the bar', () => {
  // The narrowest desktop an art director reviews at, and a laptop's.
  it.each(['en', 'ar'] as const)('in %s: at 1024 and 1280 px shows its booking button and its links in the bar, no menu button', async (locale) => {
    const ui = locale === 'ar' ? arUi : enUi;
    const { page } = await openPage(site, pathFor('about', locale), { width: 1024 });
    const header = (await page.$('[data-site-header]'))!;
    for (const width of [1024, 1280]) {
      await page.setViewport({ width, height: 900 });
      const booking = await byRole(page, 'link', { name: ui.headerCta, within: header });
      expect({ width, href: await booking.evaluate((a) => a.getAttribute('href')), shown: await onScreen(booking) }).toEqual({ width, href: pathFor('booking', locale), shown: true });
      expect({ width, menuButtons: (await allByRole(page, 'button', { name: ui.menu.open, within: header })).length }).toEqual({ width, menuButtons: 0 });
      const nav = await byRole(page, 'navigation', { name: ui.nav.label });
      const inline = await allByRole(page, 'link', { within: nav });
      expect(inline).toHaveLength(headerNav.filter((item) => !item.legal && !item.button).length);
      for (const link of inline) expect({ width, shown: await onScreen(link) }).toEqual({ width, shown: true });
    }
    await page.close();
  });
});

describe('the menu on a phone', () => {
  /** Two frames drawn: a change of style has taken effect. */
  const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  it.each(['en', 'ar'] as const)('in %s: dims the page behind the open menu, and a click on the dimmed page closes it', async (locale) => {
    const ui = locale === 'ar' ? arUi : enUi;
    // Reduced motion: the dim is there at once, with no fade to wait for.
    const { page } = await openPage(site, pathFor('services', locale), { width: 375, reducedMotion: true });
    const header = (await page.$('[data-site-header]'))!;
    const button = await byRole(page, 'button', { name: ui.menu.open, within: header });
    /** A spot of the page under the open panel, and what is there: the topmost element's place and whether it could take the focus. */
    const spot = () =>
      page.evaluate(() => {
        const panel = document.getElementById('site-nav')!.getBoundingClientRect();
        const bar = document.querySelector('[data-site-header]')!.getBoundingClientRect();
        const at = { x: Math.round(innerWidth / 2), y: Math.round(Math.min(innerHeight - 16, Math.max(panel.bottom, bar.bottom) + 40)) };
        const hit = document.elementFromPoint(at.x, at.y) as HTMLElement;
        return {
          at,
          inHeader: hit.closest('[data-site-header]') !== null,
          focusable: hit.tabIndex >= 0 || hit.matches('a, button, input, textarea, select, summary, label'),
          hidden: hit.closest('[aria-hidden="true"]') !== null,
        };
      });
    /** How light the page is drawn round a point: the mean of its pixels' luminance, 0 to 255. */
    const lightness = async ({ x, y }: { x: number; y: number }) => {
      const shot = await page.screenshot();
      const { data } = await sharp(shot).extract({ left: x - 8, top: y - 8, width: 16, height: 16 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (let i = 0; i < data.length; i += 3) sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      return sum / (data.length / 3);
    };
    const layout = () =>
      page.evaluate(() => ({ main: document.querySelector('main')!.getBoundingClientRect().top, height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));

    const closedLayout = await layout();
    await button.click();
    expect(await button.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('true');
    await nextFrames(page);
    const open = await spot();
    // What covers the page there is no part of the header, hidden from assistive technology, never focused.
    expect(open).toEqual({ at: open.at, inHeader: false, focusable: false, hidden: true });
    const dimmed = await lightness(open.at);
    expect(await layout()).toEqual(closedLayout);

    await page.mouse.click(open.at.x, open.at.y);
    expect(await button.evaluate((b) => b.getAttribute('aria-expanded'))).toBe('false');
    expect(new URL(page.url()).pathname).toBe(pathFor('services', locale));
    await nextFrames(page);
    // Ink at about 40 % over the page (a quarter to a half): the page behind the menu was drawn at 55 to 75 % of its lightness.
    const plain = await lightness(open.at);
    expect(plain).toBeGreaterThan(100);
    expect(dimmed / plain).toBeGreaterThanOrEqual(0.55);
    expect(dimmed / plain).toBeLessThanOrEqual(0.75);
    expect(await layout()).toEqual(closedLayout);
    await page.close();
  });

  it.each(['en', 'ar'] as const)('in %s: closes on a click outside the header, and when the window grows to the full navigation', async (locale) => {
    const ui = locale === 'ar' ? arUi : enUi;
    const { page } = await openPage(site, pathFor('services', locale), { width: 375 });
    const header = (await page.$('[data-site-header]'))!;
    const button = await byRole(page, 'button', { name: ui.menu.open, within: header });
    const expanded = () => button.evaluate((b) => b.getAttribute('aria-expanded'));

    await button.click();
    expect(await expanded()).toBe('true');
    // A tap on the page below the open panel, on words, not on a link.
    const spot = await page.evaluate(() => {
      const x = 8;
      for (let y = innerHeight - 8; y > 0; y -= 8) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest('header, a, button, input, textarea, summary, label')) return { x, y };
      }
      return null;
    });
    expect(spot).not.toBeNull();
    await page.mouse.click(spot!.x, spot!.y);
    expect(await expanded()).toBe('false');
    expect(new URL(page.url()).pathname).toBe(pathFor('services', locale));

    // The button itself still opens and closes it.
    await button.click();
    await button.click();
    expect(await expanded()).toBe('false');

    // Open, then the window widens past the breakpoint where the links move into the bar.
    await button.click();
    expect(await expanded()).toBe('true');
    await page.setViewport({ width: 1280, height: 900 });
    await waitFor(async () => (await expanded()) === 'false', 2000);
    // Back to a phone's width: the menu stays closed.
    await page.setViewport({ width: 375, height: 900 });
    expect(await page.$eval('[data-site-nav]', (nav) => nav.checkVisibility())).toBe(false);
    await page.close();
  });
});

describe('moving between pages, as assistive technology follows it', () => {
  /** The focused element's tag, text and href. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement!;
      return { tag: el.tagName, text: el.textContent, href: el.getAttribute('href') };
    });
  const statusText = async (page: Page) => (await textsOf([await byRole(page, 'status')]))[0];
  const heading = (page: Page, title: string) => page.waitForFunction((t) => document.querySelector('main h1')?.textContent === t, {}, title);

  it.each([
    ['en', enAbout.hero.title],
    ['ar', arAbout.hero.title],
  ] as const)('in %s: nothing on the page loaded; after a link, focus on the new page’s heading and its title said', async (locale, aboutTitle) => {
    const { page } = await openPage(site, pathFor('services', locale));
    expect(await statusText(page)).toBe('');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.click(`header nav a[href="${pathFor('about', locale)}"]`);
    await heading(page, aboutTitle);
    expect(await focused(page)).toEqual({ tag: 'H1', text: aboutTitle, href: null });
    expect(await statusText(page)).toBe(aboutTitle);
    expect(await page.$eval('[role="status"]', (status) => status.closest('[lang]')?.getAttribute('lang'))).toBe(locale);
    await page.close();
  });

  it('Back returns to where the page was left, even when it must be fetched again, and to the link followed; Forward to the heading', async () => {
    const page = await site.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    // The words of the page landed on are held back: going back to it has to wait for them.
    await page.setRequestInterception(true);
    const words = chunkPath(lifeCoachingWords);
    const held: HTTPRequest[] = [];
    page.on('request', (request) => (new URL(request.url()).pathname === words ? held.push(request) : request.continue()));
    await page.goto(`${site.origin}/services/life-coaching`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');

    const main = await byRole(page, 'main');
    const links = await allByRole(page, 'link', { within: main });
    const internal = (await linksOf(links)).map((link, i) => ({ ...link, i })).filter((link) => link.href?.startsWith('/') && !link.target);
    const last = internal.at(-1)!;
    await links[last.i]!.evaluate((a) => a.scrollIntoView({ block: 'center' }));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(900);
    await links[last.i]!.click();
    await waitFor(async () => (await page.evaluate(() => location.pathname)) === last.href);
    const nextTitle = await page.$eval('main h1', (h1) => h1.textContent ?? '');

    await page.goBack();
    await waitFor(() => held.length > 0);
    // Frames drawn while they are held: the way back is waiting for them, not done before them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (const request of held) await request.continue();
    await heading(page, enLifeCoaching.hero.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(left);
    expect((await focused(page)).href).toBe(last.href);
    expect(await statusText(page)).toBe(enLifeCoaching.hero.title);

    await page.goForward();
    await heading(page, nextTitle);
    expect(await focused(page)).toEqual({ tag: 'H1', text: nextTitle, href: null });
    expect(await statusText(page)).toBe(nextTitle);
    await page.close();
  });
});

describe('starting after the first screen', () => {
  it('fetches nothing but the entry before the page has loaded, then its landing script, and no React', async () => {
    const { page, problems } = await openPage(site, '/');
    const { loadStart, scripts } = await page.evaluate(() => ({
      loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    const names = chunkNames();
    const early = scripts.filter((script) => script.start < loadStart).map((script) => chunkNameOf(script.url, names));
    expect(early).toEqual(['main']);
    expect(scripts.map((script) => chunkNameOf(script.url, names))).toEqual(['main', 'landing']);
    expect(await landedInPlace(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('starts at once for a visitor who presses a key while an image is still loading', async () => {
    const page = await site.browser.newPage();
    await page.setRequestInterception(true);
    const held: HTTPRequest[] = [];
    const imageAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => {
        if (!request.url().includes('/hero-art.')) return void request.continue();
        held.push(request);
        resolve();
      }),
    );
    await page.goto(`${site.origin}/`, { waitUntil: 'domcontentloaded' });
    await imageAsked;
    // Frames drawn with the image held: the page waits for its load, and the app has not started.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(held).toHaveLength(1);
    expect(await page.$('html[data-ready]')).toBeNull();
    await page.keyboard.press('Tab');
    await page.waitForSelector('html[data-ready]', { timeout: 5000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    await held[0]?.continue();
    await page.close();
  });
});

/** The scripts of their own (not the app's) of the pages the app fetches ahead, while the browser is idle, once it shows the page of `key`. */
const pageScriptsAhead = (key: Parameters<typeof likelyNext>[0], locale: 'en' | 'ar') =>
  likelyNext(key).flatMap((next) =>
    (pageFiles()[pathFor(next, locale)] ?? []).filter((file) => {
      const name = file.endsWith('.js') ? chunkNameOf(file) : undefined;
      return name !== undefined && name !== 'main' && name !== 'landing' && !isAppChunk(name);
    }),
  );

describe('instant navigation', () => {
  /** Opens a page with every script request recorded by chunk name from the first byte. */
  async function visit(route: string, { saveData = false } = {}) {
    const page = await site.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    if (saveData) {
      await page.evaluateOnNewDocument(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      );
    }
    const names = chunkNames();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) requested.push(chunkNameOf(request.url(), names));
    });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    return { page, requested };
  }
  const lifeCoaching = 'main a[href="/services/life-coaching"]';
  /** A page's own template and words. */
  const ownChunks = (route: string) => {
    const { template, content } = pageWeight(route);
    return [...template.names, ...content.names];
  };
  /** Every script of the pages the app fetches ahead, while the browser is idle, once it shows the page of `key`: not part of the move to it. */
  const fetchedAheadFrom = (key: Parameters<typeof likelyNext>[0], locale: 'en' | 'ar' = 'en') => pageScriptsAhead(key, locale).map((file) => chunkNameOf(file));

  it('fetches a page as its link is pointed at, so the click needs no further request', async () => {
    const { page, requested } = await visit('/services');
    expect(requested).not.toContain(lifeCoachingWords);
    await page.hover(lifeCoaching);
    await waitFor(() => requested.includes(lifeCoachingWords) && requested.includes(serviceTemplate));
    await page.waitForNetworkIdle({ idleTime: 200 });
    const before = requested.length;
    await page.click(lifeCoaching);
    await waitFor(async () => (await page.evaluate(() => location.pathname)) === '/services/life-coaching');
    await page.waitForSelector('main h1');
    expect(await texts(page, 'main h1')).toEqual([enLifeCoaching.hero.title]);
    // Nothing, not even the page landed on (fetched while pointing, for the way back to it).
    expect(requested.slice(before).filter((chunk) => !fetchedAheadFrom('lifeCoaching').includes(chunk))).toEqual([]);
    expect(requested).toEqual(expect.arrayContaining(ownChunks('/services')));
    await page.close();
  });

  it('fetches, as the contact link is pointed at, what its form fetches once drawn: the click needs nothing', async () => {
    const { page, requested } = await visit('/services');
    const contact = 'header nav a[href="/contact"]';
    await page.hover(contact);
    await waitFor(() => requested.includes('content-contact-en'));
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(requested).toContain('form-errors');
    const before = requested.length;
    await page.click(contact);
    await page.waitForSelector('main form');
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(requested.slice(before).filter((chunk) => !fetchedAheadFrom('contact').includes(chunk))).toEqual([]);
    await page.close();
  });

  it('fetches no page ahead and not the app while the visitor only reads; a header link is fetched, with the app, as it is pointed at', async () => {
    const { page, requested } = await visit('/thank-you');
    await page.waitForNetworkIdle({ idleTime: 500 });
    expect(requested.filter((chunk) => !chunk.startsWith('behavior-'))).toEqual(['main', 'landing']);

    const about = 'header nav a[href="/about"]';
    await page.hover(about);
    await waitFor(() => requested.includes('content-about-en'));
    await page.waitForNetworkIdle({ idleTime: 200 });
    expect(requested).toEqual(expect.arrayContaining(pageWeight('/thank-you').app.names));
    const before = requested.length;
    await page.click(about);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, enAbout.hero.title);
    await page.waitForNetworkIdle({ idleTime: 500 });
    // Nothing for the move; once the app shows the page, the pages it most likely leads to, while the browser is idle.
    expect(requested.slice(before).filter((chunk) => !fetchedAheadFrom('about').includes(chunk))).toEqual([]);
    expect(requested.filter((chunk, i) => requested.indexOf(chunk) !== i)).toEqual([]);
    await page.close();
  });

  // On a phone's network (Slow 4G: 150 ms round trips), pointing at a header link starts every
  // request the move needs; a click once they have started, still on their way, starts none, and
  // shows the new heading.
  it.each([
    ['/', 'about', enAbout.hero.title],
    ['/ar', 'blog', arBlog.hero.title],
  ] as const)('on a slow network, pointing at a header link from %s, then clicking, requests nothing after the click', async (route, key, title) => {
    // A context of its own: an empty cache, as on a first visit.
    const context = await site.browser.browser().createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    await page.waitForNetworkIdle({ idleTime: 500 });
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
    // Every request the page makes from here, by address; one answered from the cache goes nowhere.
    // Not its pictures: a page's images load as it lays them out, and its heading does not wait for them.
    const requested: { url: string; afterClick: boolean }[] = [];
    page.on('requestfinished', (request) => {
      if (!request.response()?.fromCache() && request.resourceType() !== 'image') requested.push({ url: request.url(), afterClick: afterClick.has(request) });
    });
    let clicked = false;
    const afterClick = new Set<HTTPRequest>();
    const locale = route === '/' ? 'en' : 'ar';
    const href = pathFor(key, locale);
    // The move's files (the app, the page's template and words, and the page left's, for the way
    // back: src/app/prefetch.ts): the click waits until each has been asked for.
    const [left, next] = [pageWeight(route), pageWeight(href)];
    const needed = [...left.app.files, ...next.template.files, ...next.content.files, ...left.template.files, ...left.content.files];
    const asked = new Set<string>();
    const everyAsked = new Promise<void>((resolve) =>
      page.on('request', (request) => {
        if (clicked) afterClick.add(request);
        asked.add(new URL(request.url()).pathname);
        if (needed.every((file) => asked.has(file))) resolve();
      }),
    );
    // Once the page is shown, the app fetches ahead the pages it most likely leads to: not part of the move.
    const ahead = new Set(pageScriptsAhead(key, locale));
    const links = await page.$$(`header a[href="${href}"]`);
    const shown = await Promise.all(links.map((candidate) => candidate.boundingBox()));
    const link = links[shown.findIndex((box) => box !== null && box.width > 0)]!;
    await link.hover();
    await everyAsked;
    clicked = true;
    await link.click();
    await page.waitForFunction((wanted) => document.querySelector('main h1')?.textContent === wanted, { timeout: 15_000 }, title);
    await page.waitForNetworkIdle({ idleTime: 500 });
    // The tab's icon aside: Chromium looks at it again after every move within a page's history.
    const icon = await page.$eval('link[rel="icon"]', (link) => (link as HTMLLinkElement).href);
    const sinceClick = requested.filter((request) => request.afterClick && request.url !== icon).map((request) => request.url.replace(site.origin, ''));
    expect(sinceClick.filter((url) => !ahead.has(url))).toEqual([]);
    // The pointing did fetch the page (neither page is fetched ahead from a home page): the premise.
    expect(requested.some((request) => !request.afterClick && request.url.endsWith('.js'))).toBe(true);
    await context.close();
  });

  it('fetches nothing ahead when the visitor saves data, and the link still works', async () => {
    const { page, requested } = await visit('/services', { saveData: true });
    await page.hover(lifeCoaching);
    // Whatever pointing would fetch is on its way once the page has settled.
    await settled(page);
    // The page landed on keeps its prerendered <main>: its own chunks are not needed either.
    expect(requested.filter((chunk) => /^(page|content)-/.test(chunk))).toEqual([]);
    await page.click(lifeCoaching);
    await page.waitForFunction((title) => document.querySelector('main h1')?.textContent === title, {}, enLifeCoaching.hero.title);
    await page.close();
  });
});
