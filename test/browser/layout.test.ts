/** The finish a visitor sees: measures, edges and room, at a phone's and a desktop's width, in both languages. */
import type { Page } from 'puppeteer';
import { site as config } from '../../src/config/site';
import { pathFor } from '../../src/routes/paths';
import { innerHero } from './support/heroes';
import { openPage, startSite, type OpenedPage, type Site } from './support/site';
import type { RouteKey } from '../../src/routes/route-table';
import { readPosts } from '../../scripts/lib/posts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const locales = ['en', 'ar'] as const;

/** Characters on each full line (every line but a paragraph's last) of the blocks `selector` finds, counted one by one. */
const fullLines = (page: Page, selector: string) =>
  page.$$eval(selector, (blocks) =>
    blocks.flatMap((block) => {
      const counts = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) counts.set(Math.round(rect.bottom), (counts.get(Math.round(rect.bottom)) ?? 0) + 1);
        }
      }
      return [...counts.values()].slice(0, -1);
    }),
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the reading measure', () => {
  const post = readPosts()[0]!;
  it.each(locales)('keeps a post’s paragraphs near 68 characters a line at 1440 px (%s)', async (locale) => {
    const { page } = await openPage(site, pathFor('blogPost', locale, { slug: post.slug }), { width: 1440 });
    const lines = await fullLines(page, 'article section > p');
    expect(lines.length).toBeGreaterThan(10);
    // 60 to 75 characters a full line: the 46rem column ran 85 to 90 in English.
    expect(median(lines)).toBeGreaterThanOrEqual(60);
    expect(median(lines)).toBeLessThanOrEqual(75);
    await page.close();
  });
});

describe.each(locales)('in %s', (locale) => {
  // One visit a page, shared by the checks below (each sets the width it looks at): none changes the page.
  const visits = new Map<string, Promise<OpenedPage>>();
  const lookAt = async (name: string, path: string, width: number) => {
    if (!visits.has(name)) visits.set(name, openPage(site, path, { width }));
    const { page } = await visits.get(name)!;
    await page.setViewport({ width, height: 900 });
    return { page };
  };
  const look = (key: RouteKey, width: number) => lookAt(key, pathFor(key, locale), width);
  afterAll(async () => {
    for (const visit of visits.values()) await (await visit).page.close();
  });

  it.each(['home', 'about', 'services', 'contact', 'booking'] as const)('follows the %s hero with its first section closely on a 375 px phone', async (key) => {
    const { page } = await look(key, 375);
    // From the hero's last line of text, or the home hero's drawing under it, to the first thing the next section shows.
    const gap = await page.$eval('section:is([aria-labelledby="page-title"], [aria-labelledby="hero-title"])', (hero) => {
      const texts = Array.from(hero.querySelectorAll('p, h1, a, img'));
      const bottom = Math.max(...texts.map((el) => el.getBoundingClientRect().bottom));
      const next = hero.nextElementSibling!;
      const first = Array.from(next.querySelectorAll('*')).find((el) => el.getBoundingClientRect().height > 0 && el.children.length === 0)!;
      return Math.round(first.getBoundingClientRect().top - bottom);
    });
    expect(gap).toBeLessThanOrEqual(110);
  });

  it.each([375, 1440])('sets the quote band’s mark, label and words on one edge, with no indent, at %i px', async (width) => {
    const { page } = await look('lifeCoaching', width);
    const edges = await page.$eval('[data-kind="testimonial"]', (band) => {
      const rtl = document.dir === 'rtl';
      const start = (el: Element) => Math.round(rtl ? el.getBoundingClientRect().right : el.getBoundingClientRect().left);
      const layout = band.querySelector('h2')!.parentElement!;
      const mark = getComputedStyle(layout, '::before');
      return {
        container: start(layout),
        label: start(band.querySelector('h2')!),
        words: start(band.querySelector('blockquote p')!),
        name: start(band.querySelector('figcaption')!),
        markShown: mark.content !== 'none' && mark.display !== 'none',
        // The mark is the grid's first item, at its start: no column of its own pushes the words in.
        columns: getComputedStyle(layout).gridTemplateColumns.split(' ').length,
      };
    });
    expect(edges).toEqual({ container: edges.container, label: edges.container, words: edges.container, name: edges.container, markShown: true, columns: 1 });
  });

  // Pages that carry only a title and a line open with the compact hero: less air above, a smaller headline.
  it.each(['privacy', 'terms', 'thankYou', 'notFound'] as const)('opens the %s page with a shorter hero than a full one at 1280 px', async (key) => {
    const { page: about } = await look('about', 1280);
    const full = await innerHero(about);
    const { page } = key === 'notFound' ? await lookAt('notFound', `${pathFor('home', locale).replace(/\/$/, '')}/no-such-page`, 1280) : await look(key, 1280);
    const compact = await innerHero(page);
    expect(compact.titleSize).toBeLessThan(full.titleSize * 0.8);
    expect(compact.paddingTop).toBeLessThan(full.paddingTop * 0.8);
    expect({ drawings: compact.drawings, rule: compact.rule }).toEqual({ drawings: [], rule: 1 });
  });

  // Her heading and quote beside each other, her story under both: no column ends far above the other.
  it.each([1024, 1280, 1440])('leaves no column of the founder’s story empty at %i px', async (width) => {
    const { page } = await look('founder', width);
    const ends = await page.$eval('section[aria-labelledby="story-title"] > div', (grid) => {
      const rtl = document.dir === 'rtl';
      const box = grid.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      // Every line of text in the section, by the half of the container it stands in.
      const lines: { start: boolean; bottom: number }[] = [];
      const walker = document.createTreeWalker(grid, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0) lines.push({ start: rtl ? rect.left >= middle : rect.right <= middle, bottom: rect.bottom });
        }
      }
      const lowest = (start: boolean) => Math.max(...lines.filter((line) => line.start === start).map((line) => line.bottom));
      return { start: lowest(true), end: lowest(false) };
    });
    // Within about three lines of each other.
    expect(Math.abs(ends.start - ends.end)).toBeLessThan(90);
  });

  // The bar tightens from 1280 px down to 1024 px, where the links move into the menu below it.
  it.each([
    [1024, 16],
    [1280, 32],
  ])('gives the header room at %i px: the links on one row, at least %i px clear of the logo and the buttons', async (width, room) => {
    const { page } = await look('about', width);
    const bar = await page.$eval('header [data-site-nav]', (nav) => {
      const rtl = document.dir === 'rtl';
      const box = (el: Element) => el.getBoundingClientRect();
      const links = Array.from(nav.querySelectorAll('a')).filter((a) => box(a).width > 0);
      const logo = box(nav.parentElement!.querySelector('a')!);
      const actions = box(nav.nextElementSibling!);
      const first = box(links[0]!);
      const last = box(links[links.length - 1]!);
      return {
        rows: new Set(links.map((a) => Math.round(box(a).top))).size,
        beforeLinks: Math.round(rtl ? logo.left - first.right : first.left - logo.right),
        afterLinks: Math.round(rtl ? last.left - actions.right : actions.left - last.right),
      };
    });
    expect(bar.rows).toBe(1);
    expect(bar.beforeLinks).toBeGreaterThanOrEqual(room);
    expect(bar.afterLinks).toBeGreaterThanOrEqual(room);
  });

  it('shows the mark beside the brand’s name in the footer', async () => {
    const { page } = await look('home', 375);
    const mark = await page.$eval('footer', (footer) => {
      const img = footer.querySelector('img');
      return img && { alt: img.getAttribute('alt'), file: new URL(img.src).pathname.split('/').pop()!.split('.')[0], shown: img.getBoundingClientRect().width >= 40, name: img.parentElement!.textContent };
    });
    expect(mark).toEqual({ alt: '', file: 'favicon', shown: true, name: config.brand[locale] });
  });

  it('shows the booking banner as a picture, not a sliver, on a 375 px phone', async () => {
    const { page } = await look('booking', 375);
    const ratio = await page.$eval('main figure img', (img) => img.getBoundingClientRect().height / img.getBoundingClientRect().width);
    expect(ratio).toBeGreaterThanOrEqual(0.7);
  });
});
