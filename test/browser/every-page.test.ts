/**
 * Every page of the route table that is built, in both languages, plus the
 * not-found page: what any page must do for a visitor. A page added to the
 * table is held to all of this without new test code.
 */
import { builtPages } from '../../src/app/prerender-list';
import { headerNav } from '../../src/components/layout/nav-items';
import { matchRoute, pathFor, pathnameOf } from '../../src/routes/paths';
import { routeDef } from '../../src/routes/route-table';
import { localeFromPath } from '../../src/i18n/locale';
import { pageLinks } from '../../src/seo/alternates';
import { contentLanguages } from '../../src/seo/content-languages';
import { absoluteUrl } from '../../src/seo/urls';
import type { Page } from 'puppeteer';
import { axeViolations, head, hosting, hydratedInPlace, jsonLdIds, openPage, startSite, structuredData, type OpenedPage, type Site } from './support/site';
import { specWords } from '../spec/words';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const redirectSources = new Set(hosting.redirects.map((r) => r.source).filter(Boolean));

const pages = builtPages().map((page) => [page.path, page] as const);
const builtPaths = new Set(pages.map(([path]) => path));

describe.each(pages)('%s', (route, { locale }) => {
  // One visit serves the checks below, in order; axe goes last because it injects its script.
  let visit: OpenedPage;
  beforeAll(async () => {
    visit = await openPage(site, route);
  });
  afterAll(() => visit.page.close());

  it('answers 200, in the right language and direction, hydrates in place and logs nothing', async () => {
    const { page, response, problems } = visit;
    expect(response?.status()).toBe(200);
    const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    expect(lang).toBe(locale);
    expect(dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    expect(await hydratedInPlace(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('reads the same with JavaScript off, on the narrowest phone: every heading, in order, visible, nothing wider than the screen', async () => {
    const headings = (page: Page) =>
      page.$$eval('main :is(h1, h2, h3)', (hs) =>
        hs.map((h) => ({ text: h.textContent, shown: (h as HTMLElement).checkVisibility() || h.closest('details') !== null })),
      );
    const expected = await headings(visit.page);
    const { page } = await openPage(site, route, { javaScript: false, width: 320 });
    const actual = await headings(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.close();
    expect(overflow).toBe(0);
    expect(actual).toEqual(expected);
    expect(actual.every((h) => h.shown)).toBe(true);
  });

  it('links only to routes of the table, and every built one answers', async () => {
    const links = await visit.page.$$eval('a[href]', (anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.target, rel: a.rel })),
    );

    const internal = [...new Set(links.map((l) => l.href).filter((href) => href.startsWith('/')))];
    expect(internal).toEqual(expect.arrayContaining(headerNav.map(({ key }) => pathFor(key, locale))));
    for (const href of internal) {
      const path = pathnameOf(href);
      const match = matchRoute(path);
      expect({ href, known: match !== null || redirectSources.has(path) }).toEqual({ href, known: true });
      if (builtPaths.has(path)) {
        expect({ href, status: (await head(site, path)).status }).toEqual({ href, status: 200 });
      }
    }

    for (const link of links.filter((l) => l.target === '_blank')) {
      expect({ href: link.href, rel: link.rel }).toEqual({ href: link.href, rel: 'noopener noreferrer' });
    }
  });

  it('tells search engines what the route table says', async () => {
    const { body } = await head(site, route);
    const { key, params } = matchRoute(route)!;
    const indexed = routeDef(key).indexed;
    const servedHead = body.split('</head>')[0] as string;
    expect(servedHead).toContain(`<meta name="robots" content="${indexed ? 'index, follow' : 'noindex, follow'}"`);
    // Its own address, but an English-only post's Arabic page names the English one (src/seo/alternates.ts).
    const links = pageLinks(key, localeFromPath(route), params, contentLanguages({ route: key, params }));
    expect(servedHead).toContain(`<link rel="canonical" href="${links.own ? absoluteUrl(route) : links.canonical}"`);
    expect([...servedHead.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => ({ lang: m[1], url: m[2] }))).toEqual(links.alternates);
    expect(servedHead.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(servedHead).toContain(`hreflang="x-default" href="${absoluteUrl(pathFor(key, 'en', params))}"`);
    expect(servedHead).toContain('<script type="application/ld+json"');
    // Every node a page's structured data points to by @id (the business, the founder) is on that page.
    const { defined, referenced } = jsonLdIds(structuredData(body));
    expect(referenced.size).toBeGreaterThan(0);
    expect([...referenced].filter((id) => !defined.has(id))).toEqual([]);
  });

  it('has no accessibility violations', async () => {
    expect(await axeViolations(visit.page)).toEqual([]);
  });
});

describe.each([
  ['/no-such-page', 'en', specWords.notFound.en.title],
  ['/ar/no-such-page', 'ar', specWords.notFound.ar.title],
])('not-found at %s', (route, locale, title) => {
  it('answers 404 with the page in its language, noindex, and no console noise', async () => {
    const { page, response, problems } = await openPage(site, route);
    expect(response?.status()).toBe(404);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(await page.$eval('meta[name="robots"]', (m) => m.getAttribute('content'))).toBe('noindex, follow');
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
