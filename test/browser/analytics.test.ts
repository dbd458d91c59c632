/**
 * Visit counting in the browser, both languages. The tests' build counts visits with another
 * owner's services (SITE_FIXTURES=1, scripts/lib/settings/compile.ts), and counts them only at
 * the site's own address: here the pages are opened at that address, each request answered by
 * the local server or, for a service, by the test (puppeteer's request interception; no network).
 * At the local server's own address the same build sends nothing anywhere.
 */
import type { HTTPRequest, Page } from 'puppeteer';
import { chunkPath } from '../../scripts/lib/chunk-names';
import { EVENTS } from '../../src/analytics/events';
import { analytics, analyticsOrigins } from '../../src/config/analytics';
import { site as settings, type Locale } from '../../src/config/site';
import { pathFor } from '../../src/routes/paths';
import { openPage, settled, startSite, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const services = analytics.services;
const origins = analyticsOrigins();
const chunk = () => chunkPath('analytics');

interface Sent {
  service: string;
  /** The page counted, or the event named. */
  what: string;
  event: boolean;
  at: number;
}

/** What a service's request says: which page it counts, or which event. */
function readSent(request: HTTPRequest): Sent | undefined {
  const url = new URL(request.url());
  const service = services.find((candidate) => candidate.endpoint === `${url.origin}${url.pathname}`);
  if (!service || request.method() === 'OPTIONS') return undefined;
  const at = Date.now();
  switch (service.name) {
    case 'plausible': {
      const { n, u } = JSON.parse(request.postData() ?? '{}') as { n: string; u: string };
      return { service: service.name, what: n === 'pageview' ? new URL(u).pathname : n, event: n !== 'pageview', at };
    }
    case 'umami': {
      const { payload } = JSON.parse(request.postData() ?? '{}') as { payload: { url: string; name?: string } };
      return { service: service.name, what: payload.name ?? payload.url, event: payload.name !== undefined, at };
    }
    case 'goatcounter':
      return { service: service.name, what: url.searchParams.get('p') ?? '', event: url.searchParams.get('e') === 'true', at };
  }
}

interface Visit {
  page: Page;
  sent: Sent[];
  /** Every request to an origin other than the page's own and the services'. */
  elsewhere: string[];
  /** When the analytics chunk was asked for, and when the page had loaded (the page's clock). */
  timing: () => Promise<{ chunk?: number; loaded: number }>;
  problems: string[];
}

/** Opens `path` at the site's own address, answered by the local server; the services' requests are recorded and answered here. */
async function visitAtOwnAddress(path: string): Promise<Visit> {
  const sent: Sent[] = [];
  const elsewhere: string[] = [];
  const { page, problems } = await openPage(site, '/', {
    prepare: async (page) => {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        void (async () => {
          const url = new URL(request.url());
          if (url.origin === site.origin) {
            await request.continue();
            return;
          }
          if (url.origin === settings.origin) {
            const served = await fetch(`${site.origin}${url.pathname}${url.search}`, { method: request.method(), redirect: 'manual' });
            const headers = Object.fromEntries([...served.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
            await request.respond({ status: served.status, headers, body: Buffer.from(await served.arrayBuffer()) });
            return;
          }
          if (origins.includes(url.origin)) {
            const counted = readSent(request);
            if (counted) sent.push(counted);
            // What the services answer a browser: their CORS headers, and nothing to keep.
            await request.respond({
              status: request.method() === 'OPTIONS' ? 204 : 202,
              headers: { 'access-control-allow-origin': settings.origin, 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' },
              body: '',
            });
            return;
          }
          if (url.protocol !== 'data:') elsewhere.push(request.url());
          await request.abort();
        })();
      });
    },
  });
  // openPage opened the local address first (its listeners installed); now the site's own.
  await page.goto(`${settings.origin}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  const timing = () =>
    page.evaluate((file) => {
      const requested = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === file);
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { chunk: requested[0]?.startTime, loaded: navigation!.loadEventEnd };
    }, chunk());
  return { page, sent, elsewhere, timing, problems };
}

const pageViews = (sent: Sent[]) => sent.filter(({ event }) => !event);
const byService = (sent: Sent[]) => Object.fromEntries(services.map(({ name }) => [name, sent.filter((one) => one.service === name).map(({ what }) => what)]));

describe.each(['en', 'ar'] as const)('with services chosen, at the site’s own address, in %s', (locale: Locale) => {
  const home = pathFor('home', locale);
  const about = pathFor('about', locale);
  let visit: Visit;
  beforeAll(async () => {
    visit = await visitAtOwnAddress(home);
  }, 30_000);
  afterAll(() => visit?.page.close());

  it('the build counts with services, and its policy lets the page reach them', () => {
    // The premise: the tests' build has services (without them this file tests nothing).
    expect(services.length).toBeGreaterThan(0);
    expect(visit.problems.filter((problem) => /CSP|refused|blocked/i.test(problem))).toEqual([]);
  });

  it('loads its chunk only once the first view is complete, then sends one page view per service', async () => {
    await waitFor(() => pageViews(visit.sent).length >= services.length, 10_000);
    const { chunk: requested, loaded } = await visit.timing();
    expect(requested).toBeDefined();
    expect(requested!).toBeGreaterThanOrEqual(loaded);
    expect(byService(pageViews(visit.sent))).toEqual(Object.fromEntries(services.map(({ name }) => [name, [home]])));
  });

  it('sends exactly one page view per move within the site: home, about, and back', async () => {
    const { page } = visit;
    await page.click(`header a[href="${about}"]`);
    await page.waitForFunction((path) => location.pathname === path && document.querySelector('main h1') !== null, {}, about);
    await waitFor(() => pageViews(visit.sent).length >= services.length * 2, 10_000);
    await page.goBack();
    await page.waitForFunction((path) => location.pathname === path, {}, home);
    await waitFor(() => pageViews(visit.sent).length >= services.length * 3, 10_000);
    // Any page view sent twice is sent at the browser's next idle moment: in once the page has settled.
    await settled(page);
    expect(byService(pageViews(visit.sent))).toEqual(Object.fromEntries(services.map(({ name }) => [name, [home, about, home]])));
    // In place, not reloaded: the chunk was fetched once.
    expect(await page.evaluate((file) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === file).length, chunk())).toBe(1);
  });

  it('counts a click on a booking link as one event per service', async () => {
    const { page } = visit;
    const before = visit.sent.length;
    // The scheduler opens in a new tab: the test keeps the click from leaving, after the site has seen it.
    await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
    await page.click(`main a[href="${settings.scheduling.discovery}"]`);
    await waitFor(() => visit.sent.length >= before + services.length, 10_000);
    // An event sent twice would be in once the page has settled.
    await settled(page);
    const events = visit.sent.slice(before);
    expect(byService(events)).toEqual(Object.fromEntries(services.map(({ name }) => [name, [EVENTS.booking]])));
    expect(events.every(({ event }) => event)).toBe(true);
  });

  it('sets no cookie and stores nothing on the device, and asks no other origin for anything', async () => {
    const { page } = visit;
    const cookies = await page.browserContext().cookies();
    expect(cookies).toEqual([]);
    expect(await page.evaluate(() => ({ cookie: document.cookie, stored: localStorage.length }))).toEqual({ cookie: '', stored: 0 });
    expect(visit.elsewhere).toEqual([]);
  });
});

describe.each(['en', 'ar'] as const)('at any other address (a preview, a local copy), in %s', (locale: Locale) => {
  it('fetches no analytics chunk and sends no request beyond its own origin, landing, moving and clicking', async () => {
    const requests: string[] = [];
    const { page, problems } = await openPage(site, pathFor('home', locale), { prepare: (page) => Promise.resolve(page.on('request', (request) => requests.push(request.url()))) });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.click(`header a[href="${pathFor('about', locale)}"]`);
    await page.waitForFunction((path) => location.pathname === path, {}, pathFor('about', locale));
    await settled(page);
    expect(requests.filter((url) => !url.startsWith(site.origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.filter((url) => new URL(url).pathname === chunk())).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
