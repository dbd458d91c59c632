/**
 * Numbers and codes are read whole: on a 320 px phone, in both languages, on every page, no phone
 * or licence number, price with its currency or date breaks across lines. They are the elements
 * marked `data-whole` (<Whole>, <Price>, a post's date; src/styles/global-css.ts keeps them on one
 * line); each must be drawn as one box on one line.
 */
import { builtPages } from '../../src/app/prerender-list';
import { pathFor } from '../../src/routes/paths';
import { openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const pages = builtPages().map((page) => page.path);

/** Every marked number on the page that is drawn on more than one line, with what it says. */
const broken = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-whole]')).flatMap((el) => {
    // An inline box broken across lines has one rectangle a line; an inline-flex one grows taller than a line.
    const rects = Array.from(el.getClientRects()).filter((rect) => rect.width > 0);
    const line = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.9;
    const tops = new Set(rects.map((rect) => Math.round(rect.top)));
    const tall = rects.some((rect) => rect.height > line * 1.5);
    return tops.size > 1 || tall ? [`"${el.textContent}" (${tops.size} lines, ${Math.round(el.getBoundingClientRect().height)} px high)`] : [];
  });

describe('at 320 px', () => {
  it('marks the numbers it keeps whole on the pages that show them', async () => {
    const routes = { home: pathFor('home', 'en'), arHome: pathFor('home', 'ar'), booking: pathFor('booking', 'en'), arBlog: pathFor('blog', 'ar'), terms: pathFor('terms', 'en') };
    const counts: Record<string, number> = {};
    for (const [name, route] of Object.entries(routes)) {
      const { page } = await openPage(site, route, { width: 320 });
      counts[name] = await page.$$eval('[data-whole]', (els) => els.length);
      await page.close();
    }
    // The footer's phone and licence number on every page; prices, dates and the terms' price list where they are.
    for (const count of Object.values(counts)) expect(count).toBeGreaterThanOrEqual(2);
    expect(counts.booking).toBeGreaterThan(counts.home!);
    expect(counts.arBlog).toBeGreaterThan(counts.arHome!);
    expect(counts.terms).toBeGreaterThan(counts.home!);
  });

  it.each(pages)('%s: breaks no phone or licence number, price or date across lines', async (route) => {
    const { page } = await openPage(site, route, { width: 320 });
    expect(await page.evaluate(broken)).toEqual([]);
    await page.close();
  });
});
