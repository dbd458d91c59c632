/**
 * The WhatsApp button, as the tests' build shows it (SITE_FIXTURES=1 switches it on:
 * test/fixtures/settings/tests-build.json): a plain link into a chat with the greeting in the page's
 * language, named in that language, in the inline-end bottom corner at a phone's and a desktop's
 * width, never over the contact form's send button or the footer's last line, out of the way while
 * a field has the focus, and gone from the printed page. Its absence while the settings leave it
 * off: test/unit/whatsapp-button.test.tsx.
 */
import type { ElementHandle, Page } from 'puppeteer';
import { site as config } from '../../src/config/site';
import type { Content as UiContent } from '../../src/content/schema/ui';
import type { Content as WhatsAppContent } from '../../src/content/schema/whatsapp';
import { pathFor } from '../../src/routes/paths';
import { colors } from '../../src/styles/theme';
import { contrast } from '../support/contrast';
import { axeViolations, computedName, head, openPage, startSite, type OpenedPage, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  if (!config.whatsappButton.show) {
    throw new Error('The site was built without the WhatsApp button: build it with SITE_FIXTURES=1 npm run build, as npm test does');
  }
  site = await startSite();
});
afterAll(() => site.close());

const locales = ['en', 'ar'] as const;
const widths = [320, 375, 1280] as const;
/** The least a target measures, each way (WCAG 2.5.5's 44 px). */
const TARGET = 44;

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each language's modules, by name
const words = (locale: string): WhatsAppContent => (require(`../../src/content/generated/${locale}/whatsapp`) as { default: WhatsAppContent }).default;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const ui = (locale: string): UiContent => (require(`../../src/content/generated/${locale}/ui`) as { default: UiContent }).default;

/** The number chats go to, from the settings: the button's own, or the contact phone. */
const digits = (config.whatsappButton.number ?? config.contact.phone).replace(/^\+/, '');

type Box = { left: number; right: number; top: number; bottom: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const button = async (page: Page) => {
  const found = await page.$('a[href^="https://wa.me/"][data-whatsapp]');
  if (!found) throw new Error(`no WhatsApp button on ${page.url()}`);
  return found;
};
const boxOf = (element: ElementHandle<Element>) =>
  element.evaluate((el) => {
    const { left, right, top, bottom, width, height } = el.getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });
const shown = (element: ElementHandle<Element>) => element.evaluate((el) => el.checkVisibility({ visibilityProperty: true }));
const viewport = (page: Page) => page.evaluate(() => ({ width: document.documentElement.clientWidth, height: window.innerHeight }));
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
/** The footer's words and links where they are drawn, the button's own left out. */
const footerLines = (page: Page) =>
  page.$$eval('footer *', (elements) =>
    elements
      .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '' && !el.closest('[data-whatsapp]'))
      .map((el) => {
        const { left, right, top, bottom, width, height } = el.getBoundingClientRect();
        return { text: el.textContent ?? '', box: { left, right, top, bottom, width, height } };
      }),
  );

describe.each(locales)('in %s', (locale) => {
  const visits = new Map<string, Promise<OpenedPage>>();
  const look = async (path: string, width: number) => {
    if (!visits.has(path)) visits.set(path, openPage(site, path, { width }));
    const { page } = await visits.get(path)!;
    await page.setViewport({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    return page;
  };
  const home = pathFor('home', locale);
  const contact = pathFor('contact', locale);
  afterAll(async () => {
    for (const visit of visits.values()) await (await visit).page.close();
  });

  it('links a chat with the number and the greeting in the page’s language, in the page as served', async () => {
    const { body } = await head(site, home);
    const page = await look(home, 375);
    const href = await (await button(page)).evaluate((a) => a.getAttribute('href')!);
    const url = new URL(href);
    expect({ origin: url.origin, path: url.pathname, text: url.searchParams.get('text') }).toEqual({ origin: 'https://wa.me', path: `/${digits}`, text: words(locale).greeting });
    // Written into the prerendered page: a plain link, before and without the script.
    expect(body).toContain(`href="${href}"`);
    // Opened as the site's other links elsewhere are.
    expect(await (await button(page)).evaluate((a) => [a.getAttribute('target'), a.getAttribute('rel')])).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('sits in the footer’s landmark, and axe finds nothing wrong with the page it is on', async () => {
    const page = await look(home, 375);
    expect(await (await button(page)).evaluate((a) => a.closest('footer') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is named in the page’s language, and says it opens a new tab', async () => {
    const page = await look(home, 375);
    expect(await computedName(page, await button(page))).toBe(`${words(locale).label} ${ui(locale).newTab}`);
  });

  it.each(widths)('sits in the %i px window’s inline-end bottom corner, a target of 44 px or more', async (width) => {
    const page = await look(home, width);
    const box = await boxOf(await button(page));
    const window = await viewport(page);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET);
    // Its edges within 32 px of the corner's: bottom right in English, bottom left in Arabic.
    const fromSide = locale === 'en' ? window.width - box.right : box.left;
    expect({ fromSide: fromSide >= 0 && fromSide <= 32, fromBottom: window.height - box.bottom >= 0 && window.height - box.bottom <= 32 }).toEqual({ fromSide: true, fromBottom: true });
  });

  it.each(widths)('leaves the footer’s last line clear, scrolled to the end at %i px', async (width) => {
    const page = await look(home, width);
    await scrollToEnd(page);
    const box = await boxOf(await button(page));
    const lines = await footerLines(page);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => overlap(line.box, box)).map((line) => line.text)).toEqual([]);
  });

  it.each(widths)('never covers the contact form’s send button at %i px, wherever the page is scrolled', async (width) => {
    const page = await look(contact, width);
    const send = (await page.$('main form button[type="submit"]'))!;
    // The button's worst place: the send button at the bottom of the window, then the page's end.
    for (const scroll of [() => send.evaluate((el) => el.scrollIntoView({ block: 'end' })), () => scrollToEnd(page)]) {
      await scroll();
      expect(overlap(await boxOf(send), await boxOf(await button(page)))).toBe(false);
    }
  });

  it('steps out of the way while a field has the focus (the phone’s keyboard is up), and comes back', async () => {
    const page = await look(contact, 375);
    expect(await shown(await button(page))).toBe(true);
    await page.focus('main form textarea');
    expect(await shown(await button(page))).toBe(false);
    await page.focus('main form input[type="email"]');
    expect(await shown(await button(page))).toBe(false);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    expect(await shown(await button(page))).toBe(true);
  });

  it('keeps 3:1 for its shape and glyph, on the page and on the footer, and has no place in print', async () => {
    const page = await look(home, 375);
    const link = await button(page);
    const colours = await link.evaluate((a) => {
      const style = getComputedStyle(a);
      const footer = getComputedStyle(document.querySelector('footer')!);
      return { fill: style.backgroundColor, glyph: style.color, ring: /rgb\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '', footer: footer.backgroundColor };
    });
    expect(contrast(colours.glyph, colours.fill)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.fill, colors.paper)).toBeGreaterThanOrEqual(3);
    // Over the footer the ring draws its edge.
    expect(contrast(colours.ring, colours.footer)).toBeGreaterThanOrEqual(3);
    await page.emulateMediaType('print');
    expect(await shown(link)).toBe(false);
    await page.emulateMediaType(undefined);
    expect(await shown(link)).toBe(true);
  });
});

describe('with the text grown to 200 %', () => {
  // At 1280 px, as the every-page check grows it: the layout of a 640 px window.
  it.each(locales)('keeps its corner, the send button and the footer’s last line clear at 1280 px (%s)', async (locale) => {
    const { page } = await openPage(site, pathFor('contact', locale), { width: 1280, defaultFontSize: 32 });
    const link = await button(page);
    const box = await boxOf(link);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TARGET);
    const send = (await page.$('main form button[type="submit"]'))!;
    await send.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(overlap(await boxOf(send), await boxOf(link))).toBe(false);
    await scrollToEnd(page);
    const linkBox = await boxOf(link);
    expect((await footerLines(page)).filter((line) => overlap(line.box, linkBox)).map((line) => line.text)).toEqual([]);
    await page.close();
  });
});

describe('in forced colours', () => {
  it('keeps an edge, the glyph in the link colour', async () => {
    const { page } = await openPage(site, pathFor('home', 'en'), { width: 375, forcedColors: true });
    const link = await button(page);
    expect(await link.evaluate((a) => getComputedStyle(a).borderTopStyle)).toBe('solid');
    expect(await shown(link)).toBe(true);
    await page.close();
  });
});
