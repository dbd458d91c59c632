import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '../../scripts/build/compile-hint-plugin';
import { likelyNext } from '../../src/app/likely-next';
import { builtPages } from '../../src/app/prerender-list';
import { pathFor } from '../../src/routes/paths';
import { chunkNames, chunkPath } from '../../scripts/lib/chunk-names';
import { pageWeight } from '../../scripts/lib/page-weight';
import { FIRST_VIEW_BUDGET, weightBudget, type WeightPart } from '../../scripts/lib/weight-budget';
import { startSite, waitFor, type Site } from './support/site';
import { postSlugs } from '../../src/content/blog/generated/slugs';

const parts = Object.keys(weightBudget) as WeightPart[];

describe.each(builtPages().map((page) => [page.path, page] as const))('%s', (route, { key, locale }) => {
  const weight = pageWeight(route);

  it.each(parts)('keeps its %s JavaScript within the budget (gzip)', (part) => {
    expect(weight[part].gzip).toBeLessThanOrEqual(weightBudget[part]);
  });

  it('sends its first view, HTML and inline CSS, within the first round trip (gzip)', () => {
    expect(weight.document.firstViewGzip).toBeLessThanOrEqual(FIRST_VIEW_BUDGET);
  });

  it('starts with the app, its interface strings and the behaviours its HTML names alone: none of its own words or component, nor the mirroring', () => {
    const behaviors = weight.start.names.filter((name) => name.startsWith('behavior-'));
    expect(weight.start.names.filter((name) => !behaviors.includes(name)).sort()).toEqual(['main', 'start', `ui-${locale}`].sort());
    const html = readFileSync(path.resolve(__dirname, '../../dist', weight.file), 'utf8');
    for (const name of behaviors) expect(html).toContain(`data-behavior="${name.slice('behavior-'.length)}"`);
  });

  it('has its words in its own language when a visitor moves to it', () => {
    expect(weight.template.names.length).toBeGreaterThan(0);
    expect(weight.content.names.length).toBeGreaterThan(0);
    const other = locale === 'en' ? 'ar' : 'en';
    expect(weight.content.names.filter((name) => name.startsWith('content-') && name.endsWith(`-${other}`))).toEqual([]);
  });

  it('fetches ahead one or two pages, in its own language, and not itself', () => {
    const ahead = likelyNext(key).map((next) => pathFor(next, locale));
    expect(ahead.length).toBeGreaterThanOrEqual(1);
    expect(ahead.length).toBeLessThanOrEqual(2);
    expect(ahead).not.toContain(route);
    const fetchedAhead = weight.visit.names.filter((name) => !weight.start.names.includes(name));
    expect(fetchedAhead.filter((name) => name === 'rtl')).toEqual(locale === 'ar' ? ['rtl'] : []);
    expect(fetchedAhead.filter((name) => /^(page|content)-/.test(name)).length).toBeGreaterThanOrEqual(2);
  });
});

it('keeps posts out of the chunk map every page downloads: the tenth post costs the home page nothing', () => {
  // A post's body is a static file, not a chunk: a chunk would add an entry to the entry's map.
  expect(Object.values(chunkNames()).filter((name) => name.startsWith('post-'))).toEqual([]);
  const entry = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('main').slice(1)), 'utf8');
  expect(entry).not.toMatch(/\.json/);
});

it('starts the not-found page as a landing page, without its own page and words', () => {
  // Its document's script puts the prerendered page in place, which the app adopts (src/app/start.tsx).
  const weight = pageWeight('404');
  expect(weight.start.names.sort()).toEqual(['main', 'start', 'ui-en']);
  expect(weight.template.names).toEqual(['page-not-found']);
  expect(weight.content.names).toEqual(['content-not-found-en']);
  expect(weight.start.gzip).toBeLessThanOrEqual(weightBudget.start);
});

it('asks the browser to compile the app while it downloads it, not when it first runs', () => {
  const start = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('start').slice(1)), 'utf8');
  expect(start.startsWith(COMPILE_HINT)).toBe(true);
});

describe('a visit in the browser downloads what the budget counts', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  // The report (`visit`) is worked out from the build's records; here a visitor's browser, left
  // alone on the page until it has fetched everything ahead, must have asked for the same scripts.
  it.each(['/', '/ar', pathFor('blogPost', 'ar', { slug: postSlugs[0]! })])('%s', async (route) => {
    const expected = pageWeight(route).visit.files.sort();
    const page = await site.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    await waitFor(() => scripts.length >= expected.length, 10_000);
    await page.waitForNetworkIdle({ idleTime: 1000 });
    expect([...new Set(scripts)].sort()).toEqual(expected);
    await page.close();
  });
});
