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

  it('starts with its landing script and the behaviours its HTML names alone: no React, none of its own words or component', () => {
    const behaviors = weight.start.names.filter((name) => name.startsWith('behavior-'));
    expect(weight.start.names.filter((name) => !behaviors.includes(name))).toEqual(['main', 'landing']);
    const html = readFileSync(path.resolve(__dirname, '../../dist', weight.file), 'utf8');
    for (const name of behaviors) expect(html).toContain(`data-behavior="${name.slice('behavior-'.length)}"`);
  });

  it('moves with the app, its interface strings and, in Arabic, the mirroring: none of the page’s words or component', () => {
    expect([...weight.app.names].sort()).toEqual(['shared', 'start', `ui-${locale}`, ...(locale === 'ar' ? ['rtl'] : [])].sort());
  });

  it('has its words in its own language when a visitor moves to it', () => {
    expect(weight.template.names.length).toBeGreaterThan(0);
    expect(weight.content.names.length).toBeGreaterThan(0);
    const other = locale === 'en' ? 'ar' : 'en';
    expect(weight.content.names.filter((name) => name.startsWith('content-') && name.endsWith(`-${other}`))).toEqual([]);
  });

  it('leads to one or two pages, in its own language, and not itself, which the app fetches ahead once it shows it', () => {
    const ahead = likelyNext(key).map((next) => pathFor(next, locale));
    expect(ahead.length).toBeGreaterThanOrEqual(1);
    expect(ahead.length).toBeLessThanOrEqual(2);
    expect(ahead).not.toContain(route);
  });
});

it('keeps posts out of the chunk map every page downloads: the tenth post costs the home page nothing', () => {
  // A post's body is a static file, not a chunk: a chunk would add an entry to the entry's map.
  expect(Object.values(chunkNames()).filter((name) => name.startsWith('post-'))).toEqual([]);
  const entry = readFileSync(path.resolve(__dirname, '../../dist', chunkPath('main').slice(1)), 'utf8');
  expect(entry).not.toMatch(/\.json/);
});

it('starts the not-found page as a landing page, without its own page and words', () => {
  // Its document's script puts the prerendered page in place, which is kept as any landing page is (src/app/landing.ts).
  const weight = pageWeight('404');
  expect(weight.start.names).toEqual(['main', 'landing']);
  expect([...weight.app.names].sort()).toEqual(['shared', 'start', 'ui-en']);
  expect(weight.template.names).toEqual(['page-not-found']);
  expect(weight.content.names).toEqual(['content-not-found-en']);
  expect(weight.start.gzip).toBeLessThanOrEqual(weightBudget.start);
});

it.each(['start', 'shared'])('asks the browser to compile the app (%s) while it downloads it, not when it first runs', (name) => {
  const chunk = readFileSync(path.resolve(__dirname, '../../dist', chunkPath(name).slice(1)), 'utf8');
  expect(chunk.startsWith(COMPILE_HINT)).toBe(true);
});

describe('a visit in the browser downloads what the budget counts', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  // The report is worked out from the build's records; here a visitor's browser must have asked
  // for the same scripts: landing and reading, the start alone; pointing at a link, the app and
  // the page it leads to (with the page landed on's own chunks, for the way back to it).
  it.each(['/', '/ar', pathFor('blogPost', 'ar', { slug: postSlugs[0]! })])('%s', async (route) => {
    const weight = pageWeight(route);
    const page = await site.browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    await page.waitForNetworkIdle({ idleTime: 1000 });
    expect([...new Set(scripts)].sort()).toEqual([...weight.start.files].sort());

    const link = await page.$('footer a[href$="/privacy"]');
    const next = pageWeight(await link!.evaluate((a) => a.getAttribute('href')!));
    await link!.hover();
    const scriptsOf = (part: { files: string[] }) => part.files.filter((file) => file.endsWith('.js'));
    const expected = [...new Set([...weight.start.files, ...weight.app.files, ...[next, weight].flatMap((moved) => [...scriptsOf(moved.template), ...scriptsOf(moved.content)])])].sort();
    await waitFor(() => new Set(scripts).size >= expected.length, 10_000);
    await page.waitForNetworkIdle({ idleTime: 1000 });
    expect([...new Set(scripts)].sort()).toEqual(expected);
    await page.close();
  });
});
