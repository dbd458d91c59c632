/**
 * Google Analytics behind the consent banner, in both languages. The tests' build turns it on with
 * another owner's measurement ID (SITE_FIXTURES=1, test/fixtures/settings/tests-build.json); the
 * banner shows only at the site's own address, so the pages are opened there, every request
 * answered by the local server or by the test (puppeteer's request interception, no network).
 * Google's script is answered with a stand-in that notes what the page had given it and sets the
 * cookies gtag.js would, so the test reads what Google would have received from the dataLayer.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { chunkPath } from '../../scripts/lib/chunk-names';
import { EVENTS } from '../../src/analytics/events';
import { googleEventName } from '../../src/analytics/google';
import { analytics, analyticsOrigins } from '../../src/config/analytics';
import { site as settings, type Locale } from '../../src/config/site';
import type { ConsentWords } from '../../src/content/types/consent';
import type { UiStrings } from '../../src/content/types/ui';
import { pathFor } from '../../src/routes/paths';
import { axeViolations, openPage, setDefaultFontSize, startSite, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  if (!analytics.googleAnalytics) throw new Error('The site was built without Google Analytics: build it with SITE_FIXTURES=1 npm run build, as npm test does');
  site = await startSite();
});
afterAll(() => site.close());

const id = analytics.googleAnalytics?.measurementId ?? '';
const cookieName = `_ga_${id.replace(/^G-/, '')}`;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each language's modules, by name
const words = (locale: Locale): ConsentWords => (require(`../../src/content/generated/${locale}/consent`) as { default: ConsentWords }).default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const ui = (locale: Locale): UiStrings => (require(`../../src/content/generated/${locale}/ui`) as { default: UiStrings }).default;

/** Google's hosts: anything asked of them before consent is a failure. */
const isGoogle = (url: string) => /(^|\.)(google-analytics\.com|googletagmanager\.com|analytics\.google\.com|google\.com|doubleclick\.net)$/.test(new URL(url).hostname);

/**
 * What stands in for gtag.js: it notes the commands queued before it ran, and sets the two cookies
 * Google's script sets, one on the host and one on its domain, as `cookie_domain: 'auto'` may.
 */
const GTAG_STUB = `
window.gtagStub = { src: document.currentScript.src, queued: window.dataLayer.length };
document.cookie = '_ga=GA1.1.1.1; path=/; max-age=3600';
document.cookie = '${cookieName}=GS1.1.1; path=/; max-age=3600; domain=' + location.hostname;
`;

interface Visit {
  page: Page;
  /** Every request to one of Google's hosts. */
  google: string[];
  /** Every request beyond the site and the counting services, Google's included. */
  elsewhere: string[];
  problems: string[];
}

/** Opens `path` at the site's own address (the local server answers), Google's script answered with the stand-in. */
async function visitAtOwnAddress(path: string, { width = 1280, fontSize }: { width?: number; fontSize?: number } = {}): Promise<Visit> {
  const google: string[] = [];
  const elsewhere: string[] = [];
  const counters = analyticsOrigins();
  const { page, problems } = await openPage(site, '/', {
    width,
    prepare: async (page) => {
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        void (async () => {
          const url = new URL(request.url());
          if (url.origin === site.origin) return request.continue();
          if (url.origin === settings.origin) {
            const served = await fetch(`${site.origin}${url.pathname}${url.search}`, { method: request.method(), redirect: 'manual' });
            const headers = Object.fromEntries([...served.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
            return request.respond({ status: served.status, headers, body: Buffer.from(await served.arrayBuffer()) });
          }
          if (counters.includes(url.origin)) {
            // What the services answer a browser (test/browser/analytics.test.ts counts what they are sent).
            const cors = { 'access-control-allow-origin': settings.origin, 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };
            return request.respond({ status: request.method() === 'OPTIONS' ? 204 : 202, headers: cors, body: '' });
          }
          if (url.protocol === 'data:') return request.continue();
          elsewhere.push(request.url());
          if (isGoogle(request.url())) google.push(request.url());
          if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') return request.respond({ status: 200, contentType: 'text/javascript', body: GTAG_STUB });
          return request.abort();
        })();
      });
    },
  });
  if (fontSize) await setDefaultFontSize(page, fontSize);
  await page.goto(`${settings.origin}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  return { page, google, elsewhere, problems };
}

const BANNER = '[data-consent-banner]';
const bannerShown = (page: Page) => page.$eval(BANNER, (banner) => banner.checkVisibility()).catch(() => false);
/** The page views and events the page has queued for Google, in order: [name, page address]. */
const sentToGoogle = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command]) => command === 'event')
      .map(([, name, params]) => [name as string, ((params ?? {}) as { page_location?: string }).page_location ?? '']),
  );
const commands = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry as ArrayLike<unknown>))));
const stored = (page: Page) => page.evaluate(() => ({ ...localStorage }));
const cookies = async (page: Page) => (await page.browserContext().cookies()).map(({ name }) => name).sort();
/** Forgets every answer and cookie: each flow starts as a first visit. */
const forget = async (page: Page) => {
  await page.evaluate(() => localStorage.clear());
  await page.browserContext().deleteCookie(...(await page.browserContext().cookies()));
};
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 800))));
const tabUntilInBanner = async (page: Page) => {
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, BANNER)) return;
  }
  throw new Error('Tab never reached the banner');
};
const focused = (page: Page) => page.evaluate(() => ({ consent: document.activeElement?.getAttribute('data-consent') ?? null, outline: getComputedStyle(document.activeElement!).outlineStyle }));

describe.each(['en', 'ar'] as const)('Google Analytics, asked first, in %s', (locale: Locale) => {
  const home = pathFor('home', locale);
  const about = pathFor('about', locale);
  const address = (path: string) => `${settings.origin}${path}`;

  describe('accepted with the keyboard', () => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await visitAtOwnAddress(home);
      await forget(visit.page);
      await visit.page.reload({ waitUntil: 'load' });
      await visit.page.waitForSelector('html[data-ready]');
    }, 30_000);
    afterAll(() => visit?.page.close());

    it('shows the banner in the page’s language once the first view is complete, having asked Google for nothing and set no cookie', async () => {
      const { page } = visit;
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      const { requested, loaded } = await page.evaluate((file) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return { requested: performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === file)?.startTime, loaded: navigation!.loadEventEnd };
      }, chunkPath('consent-banner'));
      expect(requested).toBeGreaterThanOrEqual(loaded);
      // It moves nothing of the page: its parts are drawn where they are without it.
      const places = () => page.evaluate(() => [...document.querySelectorAll('header, main, main h1, footer')].map((element) => JSON.stringify(element.getBoundingClientRect())));
      const withBanner = await places();
      const hide = (shown: boolean) => page.$eval(BANNER, (banner, shown) => ((banner as HTMLElement).style.display = shown ? '' : 'none'), shown);
      await hide(false);
      expect(await places()).toEqual(withBanner);
      await hide(true);
      const banner = await page.$eval(BANNER, (element) => ({ lang: element.getAttribute('lang'), text: element.textContent ?? '', policy: element.querySelector('a')?.getAttribute('href') }));
      expect(banner.lang).toBe(locale);
      expect(banner.text).toContain(words(locale).message);
      expect(banner.policy).toBe(`${pathFor('privacy', locale)}#cookies`);
      expect(visit.google).toEqual([]);
      expect(await cookies(page)).toEqual([]);
      expect(await stored(page)).toEqual({});
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
      // The WhatsApp button would sit on the banner: it steps aside while the banner is open.
      expect(await page.$eval('a[data-whatsapp]', (link) => link.checkVisibility())).toBe(false);
    });

    it('passes axe’s checks with the banner open', async () => {
      expect(await axeViolations(visit.page)).toEqual([]);
    });

    it('is reached by Tab after the page’s own links, each answer with a visible focus, and Enter accepts', async () => {
      const { page } = visit;
      await tabUntilInBanner(page);
      const reached: (string | null)[] = [];
      for (let presses = 0; presses < 3; presses += 1) {
        const { consent, outline } = await focused(page);
        if (consent) {
          reached.push(consent);
          expect(outline).not.toBe('none');
        }
        if (consent === 'denied') break;
        await page.keyboard.press('Tab');
      }
      expect(reached).toEqual(['granted', 'denied']);
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
      expect((await focused(page)).consent).toBe('granted');
      await page.keyboard.press('Enter');
      await waitFor(() => visit.google.length > 0, 10_000);
      expect(await bannerShown(page)).toBe(false);
      expect(await stored(page)).toEqual({ 'analytics-consent': 'granted' });
      expect(await page.$eval('a[data-whatsapp]', (link) => link.checkVisibility())).toBe(true);
    });

    it('then loads gtag.js with the measurement ID, consent set before anything is measured, and counts the page', async () => {
      const { page } = visit;
      await page.waitForFunction(() => 'gtagStub' in window);
      expect(visit.google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
      const queued = await commands(page);
      expect(queued.slice(0, 4)).toEqual([
        JSON.stringify(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]),
        JSON.stringify(['consent', 'update', { analytics_storage: 'granted' }]),
        expect.stringMatching(/^\["js",/),
        JSON.stringify(['config', id, { send_page_view: false }]),
      ]);
      await waitFor(async () => (await sentToGoogle(page)).length > 0);
      expect(await sentToGoogle(page)).toEqual([['page_view', address(home)]]);
      expect(visit.problems.filter((problem) => /CSP|refused|blocked/i.test(problem))).toEqual([]);
    });

    it('sends one page view per move within the site, and a click on a booking link as an event', async () => {
      const { page } = visit;
      await page.click(`header a[href="${about}"]`);
      await page.waitForFunction((path) => location.pathname === path && document.querySelector('main h1') !== null, {}, about);
      await waitFor(async () => (await sentToGoogle(page)).length >= 2, 10_000);
      await page.goBack();
      await page.waitForFunction((path) => location.pathname === path, {}, home);
      await waitFor(async () => (await sentToGoogle(page)).length >= 3, 10_000);
      await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
      await page.click(`main a[href="${settings.scheduling.discovery}"]`);
      await waitFor(async () => (await sentToGoogle(page)).length >= 4, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await sentToGoogle(page)).toEqual([
        ['page_view', address(home)],
        ['page_view', address(about)],
        ['page_view', address(home)],
        [googleEventName(EVENTS.booking), ''],
      ]);
      // gtag.js was loaded once, in place.
      expect(visit.google).toHaveLength(1);
    });

    it('reopens from the footer’s link with the focus inside; declining stops sending and removes Google’s cookies', async () => {
      const { page } = visit;
      expect(await cookies(page)).toEqual([cookieName, '_ga'].sort());
      const link = await page.waitForSelector('footer a[data-cookie-settings]');
      expect(await link!.evaluate((element) => [element.textContent, element.getAttribute('href')])).toEqual([ui(locale).footer.cookieSettings, `${pathFor('privacy', locale)}#cookies`]);
      await link!.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector(BANNER, { visible: true });
      await waitFor(() => page.evaluate((selector) => document.activeElement?.closest(selector) !== null, BANNER));
      // The page did not move to the privacy policy.
      expect(await page.evaluate(() => location.pathname)).toBe(home);
      await page.click(`${BANNER} [data-consent="denied"]`);
      await waitFor(async () => !(await bannerShown(page)));
      expect(await stored(page)).toEqual({ 'analytics-consent': 'denied' });
      expect(await cookies(page)).toEqual([]);
      const before = (await sentToGoogle(page)).length;
      await page.click(`header a[href="${about}"]`);
      await page.waitForFunction((path) => location.pathname === path, {}, about);
      await idle(page);
      expect(await sentToGoogle(page)).toHaveLength(before);
      expect(await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], `ga-disable-${id}`)).toBe(true);
    });
  });

  describe('declined', () => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await visitAtOwnAddress(home, { width: 375 });
      await forget(visit.page);
      await visit.page.reload({ waitUntil: 'load' });
      await visit.page.waitForSelector('html[data-ready]');
      visit.google.length = 0;
    }, 30_000);
    afterAll(() => visit?.page.close());

    it('is remembered across a reload and a move within the site: no banner, nothing asked of Google, no cookie', async () => {
      const { page } = visit;
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      await page.click(`${BANNER} [data-consent="denied"]`);
      await waitFor(async () => !(await bannerShown(page)));
      expect(await stored(page)).toEqual({ 'analytics-consent': 'denied' });
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('html[data-ready]');
      await idle(page);
      expect(await page.$(BANNER)).toBeNull();
      await page.click(`footer a[href="${about}"]`);
      await page.waitForFunction((path) => location.pathname === path, {}, about);
      await idle(page);
      expect(await page.$(BANNER)).toBeNull();
      // Not even the banner's chunk: a declined visitor loads nothing of it.
      expect(await page.evaluate((file) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file), chunkPath('consent-banner'))).toBe(false);
      expect(visit.google).toEqual([]);
      expect(await cookies(page)).toEqual([]);
      expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    });

    it('accepted later from the footer’s link, counts from the page the visitor is on', async () => {
      const { page } = visit;
      await page.click('footer a[data-cookie-settings]');
      await page.waitForSelector(BANNER, { visible: true });
      await page.click(`${BANNER} [data-consent="granted"]`);
      // Both: the browser's request for gtag.js reaches the test as an event of its own, which can
      // come after the page has queued its page view (seen once on a clean clone under load).
      await waitFor(async () => visit.google.length > 0 && (await sentToGoogle(page)).length > 0, 10_000);
      expect(visit.google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${id}`]);
      expect(await sentToGoogle(page)).toEqual([['page_view', address(about)]]);
      expect(await stored(page)).toEqual({ 'analytics-consent': 'granted' });
    });
  });

  describe('on a phone, text at 200 %, 320 px wide', () => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await visitAtOwnAddress(pathFor('contact', locale), { width: 320, fontSize: 32 });
      await forget(visit.page);
      await visit.page.reload({ waitUntil: 'load' });
      await visit.page.waitForSelector('html[data-ready]');
    }, 30_000);
    afterAll(() => visit?.page.close());

    it('leaves the form’s send button a place where nothing covers it, and the page’s end clear above the banner', async () => {
      const { page } = visit;
      await page.setViewport({ width: 320, height: 640 });
      await page.waitForSelector(BANNER, { visible: true, timeout: 10_000 });
      const send = (await page.$('main form button[type="submit"]'))!;
      // Just below the sticky header (the page's scroll-padding), where a visitor scrolls it to.
      await send.evaluate((button) => button.scrollIntoView({ block: 'start' }));
      const { button, banner, height } = await page.evaluate((selector) => {
        const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
        return { button: box(document.querySelector('main form button[type="submit"]')!), banner: box(document.querySelector(selector)!), height: innerHeight };
      }, BANNER);
      expect(button.bottom).toBeLessThanOrEqual(banner.top);
      expect(button.top).toBeGreaterThanOrEqual(0);
      expect(banner.bottom).toBeLessThanOrEqual(height + 1);
      // Scrolled to the end, the footer's last line is above the banner.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const { footer, bar } = await page.evaluate((selector) => ({ footer: document.querySelector('footer')!.getBoundingClientRect().bottom, bar: document.querySelector(selector)!.getBoundingClientRect().top }), BANNER);
      expect(footer).toBeLessThanOrEqual(bar + 1);
      // The banner fits the window's width, its words wrapped within it.
      expect(await page.$eval(BANNER, (banner) => banner.getBoundingClientRect().left >= 0 && banner.getBoundingClientRect().right <= innerWidth + 1 && banner.scrollWidth <= banner.clientWidth)).toBe(true);
    });
  });
});
