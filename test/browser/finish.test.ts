/**
 * An art director's finish, in both languages (docs/decisions.md, "The finish", "Prices", "Fonts
 * and numbers"): one look for every price, Arabic-Indic figures as tall as Latin ones, contents
 * whose titles start level, quotes in a face of their own whose fallback takes the same room,
 * blog cards whose titles start level, directional icons turned round in Arabic, and a closing
 * button that breaks into even lines.
 */
import type { Page } from 'puppeteer';
import { travellingCardIcons } from '../../src/assets/card-icon-names';
import { founderImageKind } from '../../src/assets/generated/founder-image-kind';
import { site as config } from '../../src/config/site';
import { QUOTE_FACES_ATTRIBUTE, STYLESHEET_ATTRIBUTE } from '../../src/config/runtime';
import { initialsOf } from '../../src/components/ui/initials';
import { pathFor } from '../../src/routes/paths';
import { fontFiles } from '../../src/styles/global-css';
import { everyFeatureFixture } from '../fixtures/posts';
import { landedInPlace, openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const locales = ['en', 'ar'] as const;

/** Opens a page, runs `look` on it once its fonts are in, closes it. */
async function inPage<T>(route: string, width: number, look: (page: Page) => Promise<T>): Promise<T> {
  const { page } = await openPage(site, route, { width });
  try {
    await page.evaluate(() => document.fonts.ready);
    return await look(page);
  } finally {
    await page.close();
  }
}

describe('the author box under a post', () => {
  it.each(locales)('shows the founder’s photograph, or else her initials in the brand disc, never a crop of a drawing (%s)', async (locale) => {
    const box = await inPage(pathFor('blogPost', locale, { slug: everyFeatureFixture.slug }), 1280, (page) =>
      page.$eval('section[aria-labelledby="author-name"]', (el) => ({
        images: el.querySelectorAll('img').length,
        initials: el.querySelector('[data-letters]')?.textContent ?? null,
        name: el.querySelector('#author-name')?.textContent,
      })),
    );
    expect(box.name).toBe(config.founder.name[locale]);
    if (founderImageKind === 'photo') expect(box).toMatchObject({ images: 1, initials: null });
    else expect(box).toMatchObject({ images: 0, initials: initialsOf(config.founder.name[locale]).join('') });
  });
});

describe('prices', () => {
  /** Each price's colour and weight, and how tall its digits are drawn (their ink, measured on a canvas in the figure's own font). */
  const prices = (page: Page) =>
    page.$$eval('[data-price]', (els) =>
      els.map((el) => {
        const amount = el.querySelector<HTMLElement>('[data-amount]')!;
        const style = getComputedStyle(amount);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ink = context.measureText(amount.textContent ?? '');
        return {
          size: el.getAttribute('data-size'),
          colour: getComputedStyle(el).color,
          weight: getComputedStyle(el).fontWeight,
          digits: (ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent) / parseFloat(getComputedStyle(el).fontSize),
        };
      }),
    );

  it('have one look on the services page, the service pages, the offer cards and booking, in both languages', async () => {
    const routes = locales.flatMap((locale) => [pathFor('services', locale), pathFor('careerCoaching', locale), pathFor('booking', locale)]);
    const seen: Awaited<ReturnType<typeof prices>> = [];
    for (const route of routes) seen.push(...(await inPage(route, 1280, prices)));
    expect(seen.length).toBeGreaterThanOrEqual(routes.length);
    expect(new Set(seen.map((price) => `${price.colour} ${price.weight}`)).size).toBe(1);
  });

  it('draws Arabic-Indic figures as tall as Latin ones beside the same label', async () => {
    const en = await inPage(pathFor('booking', 'en'), 1280, prices);
    const ar = await inPage(pathFor('booking', 'ar'), 1280, prices);
    const mean = (list: typeof en) => list.reduce((sum, price) => sum + price.digits, 0) / list.length;
    // Within 6 %: '٢٥٠' in IBM Plex Sans Arabic at the same size is about 20 % shorter than '250'.
    expect(mean(ar) / mean(en)).toBeGreaterThan(0.94);
    expect(mean(ar) / mean(en)).toBeLessThan(1.06);
  });
});

describe('numbered contents', () => {
  /** Each entry of a legal page's contents: its number, the number's drawn width, where its title starts. */
  const entries = (page: Page) =>
    page.$$eval('nav[aria-labelledby="contents-title"] a', (links) =>
      links.map((link) => {
        const [number, title] = [...link.querySelectorAll('span')];
        const range = document.createRange();
        range.selectNodeContents(number!);
        const box = title!.getBoundingClientRect();
        return { figures: number!.textContent ?? '', width: range.getBoundingClientRect().width, titleStart: document.dir === 'rtl' ? box.right : box.left };
      }),
    );
  const spread = (values: number[]) => Math.round((Math.max(...values) - Math.min(...values)) * 100) / 100;

  it('start every title level, in both languages', async () => {
    for (const locale of locales) {
      const seen = await inPage(pathFor('privacy', locale), 1280, entries);
      expect(seen.length).toBeGreaterThan(1);
      expect({ locale, spread: spread(seen.map(({ titleStart }) => titleStart)) }).toEqual({ locale, spread: 0 });
    }
  });

  it('draw Latin figures in equal widths (the styles ask for tabular figures: the face must keep them)', async () => {
    // IBM Plex Sans Arabic has no tabular figures, so the Arabic page's title column does the levelling alone.
    const single = (await inPage(pathFor('privacy', 'en'), 1280, entries)).filter(({ figures }) => /^\d$/.test(figures));
    expect(new Set(single.map(({ figures }) => figures)).size).toBeGreaterThan(1);
    expect(spread(single.map(({ width }) => width))).toBe(0);
  });
});

describe('Arabic sentences', () => {
  it('take their full stops, colons and brackets from the Arabic face, not from a system font', async () => {
    // The about page's paragraphs: plain Arabic sentences, with their '.' and, here and there, ':' or '()'.
    const drawn = await inPage(pathFor('about', 'ar'), 1280, async (page) => {
      const cdp = await page.createCDPSession();
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main p' });
      const seen: { text: string; fonts: string[] }[] = [];
      for (const nodeId of nodeIds) {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        // Only what is Arabic through and through: no Latin island, no link, nothing nested.
        if (!/[.:!()]/.test(outerHTML) || /<(?!\/?p\b)/.test(outerHTML.replace(/^<p[^>]*>/, ''))) continue;
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        seen.push({ text: outerHTML.replace(/<[^>]+>/g, '').slice(0, 40), fonts: fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`) });
      }
      await cdp.detach();
      return seen;
    });
    expect(drawn.length).toBeGreaterThan(2);
    for (const paragraph of drawn) expect(paragraph).toEqual({ text: paragraph.text, fonts: ['IBM Plex Sans Arabic'] });
  });
});

describe('quotes', () => {
  // Without her photograph the founder page opens on her words in the page's sans, and has no quote below.
  const quotePages = (locale: (typeof locales)[number]) => [
    pathFor('home', locale),
    ...(founderImageKind === 'photo' ? [pathFor('founder', locale)] : []),
    pathFor('lifeCoaching', locale),
    pathFor('blogPost', locale, { slug: everyFeatureFixture.slug }),
  ];

  /** Scrolls to the first quote, and waits until the quotes have their face (fetched as a quote nears the view). */
  async function toQuotes(page: Page): Promise<void> {
    await page.$eval('main blockquote', (el) => el.scrollIntoView({ block: 'center' }));
    if (await page.evaluate(() => matchMedia('(scripting: enabled)').matches)) await page.waitForSelector(`html[${QUOTE_FACES_ATTRIBUTE}]`, { timeout: 5000 });
    // The mark is set before the styles that ask for the face are recalculated: wait for a quote face itself.
    await page.waitForFunction(() => [...document.fonts].some((face) => /^["']?(Source Serif 4|Noto Naskh Arabic)["']?$/.test(face.family) && face.status === 'loaded'), { timeout: 5000 });
    await page.waitForFunction(() => document.fonts.status === 'loaded');
  }

  /** The faces the browser drew the first paragraph of each quote with (DevTools' platform fonts). */
  async function quoteFaces(page: Page): Promise<string[][]> {
    await toQuotes(page);
    const count = await page.$$eval('main blockquote p', (els) => els.length);
    const cdp = await page.createCDPSession();
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main blockquote p' });
    const faces: string[][] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      faces.push(fonts.filter((font) => font.glyphCount > 3).map((font) => font.familyName));
    }
    await cdp.detach();
    expect(faces).toHaveLength(count);
    return faces;
  }

  /** Every quote was drawn, in its page's quote face alone: a serif in English, a Naskh in Arabic. */
  function expectQuoteFace(faces: string[][], locale: (typeof locales)[number]): void {
    expect(faces.length).toBeGreaterThan(0);
    const face = locale === 'en' ? /^Source Serif 4/ : /^Noto Naskh Arabic/;
    for (const drawn of faces) expect(drawn).toEqual([expect.stringMatching(face)]);
  }

  it.each(locales.flatMap((locale) => quotePages(locale).map((route) => [locale, route] as const)))(
    'sets the quotes in a serif in English, a Naskh in Arabic (%s, %s)',
    async (locale, route) => {
      expectQuoteFace(await inPage(route, 1280, quoteFaces), locale);
    },
  );

  it.each(locales)('neither preloads the quotes’ faces nor brings them with the first screen’s: they are below the first view (%s)', async (locale) => {
    const { preloads, firstScreen } = await inPage(pathFor('home', locale), 375, (page) =>
      page.evaluate(async (stylesheetAttribute) => {
        const links = Array.from(document.querySelectorAll<HTMLLinkElement>(`link[${stylesheetAttribute}]`));
        return {
          preloads: Array.from(document.querySelectorAll('link[rel="preload"][as="font"]'), (link) => link.getAttribute('href') ?? ''),
          firstScreen: await Promise.all(links.map((link) => fetch(link.href).then((answer) => answer.text()))),
        };
      }, STYLESHEET_ATTRIBUTE),
    );
    expect(firstScreen).toHaveLength(1);
    // The faces the stylesheet carries inside it, as data: URLs; the rest it names by address.
    const inside = Array.from(firstScreen[0]!.matchAll(/@font-face\{font-family:([^;]+);[^}]*src:url\(data:/g), ([, family]) => family!.replace(/['"]/g, ''));
    expect(inside).toContain(locale === 'en' ? 'Plus Jakarta Sans Variable' : 'IBM Plex Sans Arabic');
    expect(inside.filter((family) => /Source Serif|Naskh/.test(family))).toEqual([]);
    for (const file of [fontFiles.quoteLatin, fontFiles.quoteArabic]) expect(preloads.filter((href) => href.includes(`/${file}.`))).toEqual([]);
  });

  it.each(locales)('sets the quotes in their face without JavaScript too (%s)', async (locale) => {
    const { page } = await openPage(site, pathFor('home', locale), { javaScript: false });
    try {
      expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true);
      expectQuoteFace(await quoteFaces(page), locale);
    } finally {
      await page.close();
    }
  });

  it.each(locales.flatMap((locale) => quotePages(locale).map((route) => [locale, route] as const)))(
    'on a small phone, asks for no quote face until a quote nears the view (%s, %s)',
    async (locale, route) => {
      const file = locale === 'en' ? fontFiles.quoteLatin : fontFiles.quoteArabic;
      const asked: string[] = [];
      // A screen short enough that no owner's words bring a quote within a quarter screen of the
      // first view (src/app/quote-faces.ts), whatever the founder's story or a post's length.
      const { page } = await openPage(site, route, {
        width: 375,
        prepare: async (p) => {
          await p.setViewport({ width: 375, height: 320 });
          p.on('request', (request) => asked.push(request.url()));
        },
      });
      try {
        const below = await page.evaluate(async () => {
          await document.fonts.ready;
          for (let frame = 0; frame < 5; frame += 1) await new Promise(requestAnimationFrame);
          return document.querySelector('main blockquote')!.getBoundingClientRect().top / innerHeight;
        });
        expect(below).toBeGreaterThan(1.25);
        expect(asked.filter((url) => url.includes(`/${file}.`))).toEqual([]);
        const face = page.waitForRequest((request) => request.url().includes(`/${file}.`), { timeout: 5000 });
        await page.$eval('main blockquote', (el) => el.scrollIntoView({ block: 'end' }));
        await face;
      } finally {
        await page.close();
      }
    },
  );

  it.each(locales)('after a move within the site, gives the new page’s quotes their face as they near the view (%s)', async (locale) => {
    const { page } = await openPage(site, pathFor('about', locale));
    try {
      const heading = await page.$eval('main h1', (h1) => h1.textContent);
      await page.click(`header nav a[href="${pathFor('home', locale)}"]`);
      await page.waitForFunction((before) => document.querySelector('main h1')?.textContent !== before, {}, heading);
      expect(await landedInPlace(page)).toBe(false);
      expectQuoteFace(await quoteFaces(page), locale);
    } finally {
      await page.close();
    }
  });

  it.each(locales)('has a fallback that takes the quote face’s room, so its swap moves nothing (%s)', async (locale) => {
    const widths = await inPage(pathFor('home', locale), 1280, async (page) => {
      await toQuotes(page);
      return page.$$eval(
        'main blockquote p',
        (els, fallback) =>
          els.map((el) => {
            // The quote on one line, in its face, then in its fallback alone: the same width within a few per cent.
            const copy = el.cloneNode(true) as HTMLElement;
            copy.style.cssText = 'position:absolute;white-space:nowrap;width:auto;visibility:hidden';
            el.parentElement!.append(copy);
            const face = copy.getBoundingClientRect().width;
            copy.style.fontFamily = `'${fallback}', monospace`;
            const inFallback = copy.getBoundingClientRect().width;
            copy.remove();
            return inFallback / face;
          }),
        locale === 'en' ? 'Source Serif 4 Fallback' : 'Noto Naskh Arabic Fallback',
      );
    });
    expect(widths.length).toBeGreaterThan(0);
    for (const ratio of widths) {
      expect(ratio).toBeGreaterThan(0.97);
      expect(ratio).toBeLessThan(1.03);
    }
  });
});

describe.each(locales)('the blog list (%s)', (locale) => {
  it.each([640, 1000, 1280])('starts the titles of a row of cards level at %i px', async (width) => {
    const rows = await inPage(pathFor('blog', locale), width, (page) =>
      page.$$eval('main ul > li:not([data-feature])', (cards) => {
        const byRow = new Map<number, number[]>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          const title = card.querySelector('h2')!.getBoundingClientRect().top - top;
          byRow.set(top, [...(byRow.get(top) ?? []), Math.round(title)]);
        }
        return [...byRow.values()].filter((row) => row.length > 1);
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);
  });
});

describe('icons with a direction of travel', () => {
  const pages = (locale: (typeof locales)[number]) => [pathFor('home', locale), pathFor('careerCoaching', locale), pathFor('businessCoaching', locale)];

  it.each(locales)('turn round in Arabic, and only those (%s)', async (locale) => {
    const icons: { name: string; mirrored: boolean }[] = [];
    for (const route of pages(locale)) {
      icons.push(
        ...(await inPage(route, 1280, (page) =>
          page.$$eval('main svg > use', (uses) =>
            uses.map((use) => ({
              name: (use.getAttribute('href') ?? '').split('#')[1] ?? '',
              mirrored: new DOMMatrix(getComputedStyle(use.parentElement!).transform === 'none' ? undefined : getComputedStyle(use.parentElement!).transform).a < 0,
            })),
          ),
        )),
      );
    }
    // The home page's stairs and bars at least.
    expect(icons.filter((icon) => travellingCardIcons.includes(icon.name as never)).length).toBeGreaterThanOrEqual(2);
    for (const icon of icons) expect(icon).toEqual({ name: icon.name, mirrored: locale === 'ar' && travellingCardIcons.includes(icon.name as never) });
  });
});

describe('a post’s closing button', () => {
  it.each([320, 375])('fits on one line at %i px, or breaks between its sentences, or into two even lines', async (width) => {
    const { lines, sentences } = await inPage(pathFor('blogPost', 'en', { slug: everyFeatureFixture.slug }), width, (page) =>
      page.$eval('section[aria-labelledby="closing-title"] a > span', (label) => {
        /** The width of each line a node's text takes: its words' boxes, by their line (tops a few pixels apart share one). */
        const linesOf = (node: Node) => {
          const lines: { top: number; width: number }[] = [];
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of Array.from(range.getClientRects())) {
              if (rect.width === 0) continue;
              const line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < 4);
              if (line) line.width += rect.width;
              else lines.push({ top: rect.top, width: rect.width });
            }
          }
          return lines.map((line) => line.width);
        };
        return { lines: linesOf(label), sentences: [...label.querySelectorAll('[data-sentence]')].map((sentence) => linesOf(sentence).length) };
      }),
    );
    expect(lines.length).toBeLessThanOrEqual(2);
    if (lines.length < 2) return;
    // A label of sentences ('Ready to Transform Your Life? Book a Session') breaks between them
    // where its longer sentence fits a line (375 px); at 320 px it breaks into even lines.
    if (width >= 360 && sentences.length > 1) expect(sentences).toEqual(sentences.map(() => 1));
    else expect(Math.min(...lines) / Math.max(...lines)).toBeGreaterThan(0.7);
  });
});

/** How many lines each element's text takes: its text boxes, by their line (tops a few pixels apart share one). */
const lineCounts = (page: Page, selector: string): Promise<{ text: string; lines: number }[]> =>
  page.$$eval(selector, (els) =>
    els.map((el) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
        }
      }
      return { text: el.textContent ?? '', lines: tops.length };
    }),
  );

describe('at a phone’s width', () => {
  const servicePages = ['lifeCoaching', 'careerCoaching', 'businessCoaching'] as const;

  it.each(locales)('keeps a button’s label of one sentence on one line at 375 px (%s)', async (locale) => {
    for (const key of [...servicePages, 'booking', 'home', 'founder'] as const) {
      const labels = await inPage(pathFor(key, locale), 375, (page) => lineCounts(page, 'main a[data-button] > span:first-child:not(:has([data-sentence]))'));
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect({ page: key, ...label }).toEqual({ page: key, text: label.text, lines: 1 });
    }
  });

  it.each(locales)('never parts a legal section’s number from its full stop at 375 px (%s)', async (locale) => {
    for (const key of ['privacy', 'terms'] as const) {
      const numbers = await inPage(pathFor(key, locale), 375, (page) => lineCounts(page, 'main section[id] h2 > span:first-child'));
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number).toEqual({ text: number.text, lines: 1 });
    }
  });
});

describe('offer cards side by side', () => {
  /** Where each card's title ends and its price row, description and button start, relative to the row's first card. */
  const rowsOf = (page: Page, cards: string) =>
    page.$$eval(cards, (articles) =>
      articles.map((card) => {
        const [title, , price, description, action] = [...card.children].filter((child) => getComputedStyle(child).position !== 'absolute');
        const y = (el: Element | undefined, edge: 'top' | 'bottom') => Math.round(el!.getBoundingClientRect()[edge]);
        return { titleEnd: y(title, 'bottom'), price: y(price, 'top'), description: y(description, 'top'), button: y(action?.querySelector('a') ?? undefined, 'top') };
      }),
    );

  it.each(locales)('line up their titles, price rows, rules and buttons at 1280 px, on the booking page and a service page (%s)', async (locale) => {
    for (const [key, cards] of [
      ['booking', '#paid-sessions article'],
      ['businessCoaching', '#pricing article'],
    ] as const) {
      const rows = await inPage(pathFor(key, locale), 1280, (page) => rowsOf(page, cards));
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect({ page: key, ...row }).toEqual({ page: key, ...rows[0] });
    }
  });
});
