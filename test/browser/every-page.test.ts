/**
 * Every page of the route table that is built, in both languages: what any
 * page must do for a visitor. A page added to the table is held to all of this
 * without new test code. The not-found page has its own file (not-found.test.ts).
 *
 * Each page is opened once, in one tab: loaded with JavaScript for every check but the last (the
 * text grown to 200 % is a setting changed on the open page, as a visitor changes it), then loaded
 * again without, so a check added here costs no page load.
 */
import { builtPages } from '../../src/app/prerender-list';
import { headerNav } from '../../src/components/layout/nav-items';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { matchRoute, pathFor, pathnameOf } from '../../src/routes/paths';
import { routeDef } from '../../src/routes/route-table';
import { localeFromPath } from '../../src/i18n/locale';
import { pageLinks } from '../../src/seo/alternates';
import { contentLanguages } from '../../src/content/blog/content-languages';
import { absoluteUrl } from '../../src/seo/urls';
import type { Page } from 'puppeteer';
import { homeHeroArt, innerHero } from './support/heroes';
import { DEFAULT_TEXT_PX, expectFitsAtLargeText } from './support/large-text';
import { axeViolations, head, hosting, landedInPlace, jsonLdIds, openPage, setDefaultFontSize, sharedVisit, startSite, structuredData, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const ui = { en: enUi, ar: arUi };
const redirectSources = new Set(hosting.redirects.map((r) => r.source).filter(Boolean));

const pages = builtPages().map((page) => [page.path, page] as const);
const builtPaths = new Set(pages.map(([path]) => path));

// Most pages link to the same pages (header, footer): each is asked for once in the run.
const answers = new Map<string, Promise<number>>();
const statusOf = (path: string): Promise<number> => {
  if (!answers.has(path)) answers.set(path, head(site, path).then(({ status }) => status));
  return answers.get(path)!;
};

const headings = (page: Page) =>
  page.$$eval('main :is(h1, h2, h3)', (hs) =>
    hs.map((h) => ({ text: h.textContent, shown: (h as HTMLElement).checkVisibility() || h.closest('details') !== null })),
  );

describe.each(pages)('%s', (route, { locale }) => {
  // One visit serves the checks below, in order; axe goes last because it injects its script.
  const visit = sharedVisit(() => openPage(site, route));
  /** The headings the app shows, read on the first visit, for the one without JavaScript to match. */
  let headingsWithScripts: Awaited<ReturnType<typeof headings>> = [];

  it('answers 200, in the right language and direction, is kept in place and logs nothing', async () => {
    const { page, response, problems } = visit;
    expect(response?.status()).toBe(200);
    const [lang, dir] = await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
    expect(lang).toBe(locale);
    expect(dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    expect(await landedInPlace(page)).toBe(true);
    expect(problems).toEqual([]);
    headingsWithScripts = await headings(page);
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
        expect({ href, status: await statusOf(path) }).toEqual({ href, status: 200 });
      }
    }

    for (const link of links.filter((l) => l.target === '_blank')) {
      expect({ href: link.href, rel: link.rel }).toEqual({ href: link.href, rel: 'noopener noreferrer' });
    }
  });

  // One arch (docs/decisions.md, "Images"): the home hero's drawing; an inner page opens with its words and a rule. A post opens as an article.
  const { key } = matchRoute(route)!;
  if (key === 'home') {
    it('opens with the arch: the home hero keeps its drawing', async () => {
      expect(await homeHeroArt(visit.page)).toEqual([{ file: 'hero-art', shown: true }]);
    });
  } else if (key !== 'blogPost') {
    it('opens with its headline: no drawing in the hero, a rule under its words', async () => {
      const hero = await innerHero(visit.page);
      expect({ drawings: hero.drawings, rule: hero.rule, ruleSpansText: hero.ruleSpansText }).toEqual({ drawings: [], rule: 1, ruleSpansText: true });
    });
  }

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

  // It grows the text and opens the menu: after the checks that read the page as loaded.
  it('fits 1280 px with text at 200 %, its header collapsed into the menu', async () => {
    await expectFitsAtLargeText(visit.page, ui[locale]);
  });

  // Last: the same page loaded again with JavaScript off, in the same tab (a new one costs a
  // renderer's start), at the narrowest phone and the default text size.
  it('reads the same with JavaScript off, on the narrowest phone: every heading, in order, visible, nothing wider than the screen', async () => {
    const { page } = visit;
    await setDefaultFontSize(page, DEFAULT_TEXT_PX);
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 320, height: 900 });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'load' });
    expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-ready'), getComputedStyle(document.documentElement).fontSize])).toEqual([false, `${DEFAULT_TEXT_PX}px`]);
    const actual = await headings(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    expect(actual).toEqual(headingsWithScripts);
    expect(actual.every((h) => h.shown)).toBe(true);
  });
});
