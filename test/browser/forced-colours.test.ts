/**
 * A visitor on a system high-contrast theme (Windows' contrast themes: forced colours).
 * The browser then paints text, backgrounds and borders in the visitor's own colours and drops
 * fills and shadows, so whatever the site draws with those must still show (WCAG 1.4.1, 1.4.11).
 */
import { serviceKeys } from '../../src/config/services';
import { headerNav } from '../../src/components/layout/nav-items';
import arContact from '../../src/content/generated/ar/contact';
import enContact from '../../src/content/generated/en/contact';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import { breakpoints } from '../../src/styles/theme';
import type { Page } from 'puppeteer';
import { DEFAULT_TEXT_PX } from './support/large-text';
import { allByRole, byRole, emulateForcedColors, openPage, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const ui = { en: enUi, ar: arUi };
/** The narrowest window, in px, whose header holds its links in the bar. */
const inBarFrom = parseFloat(breakpoints.nav) * DEFAULT_TEXT_PX;
const contact = { en: enContact, ar: arContact };

/** The colours the system theme gives text and links, as this page resolves them. */
const systemTextColours = (page: Page) =>
  page.evaluate(() =>
    ['CanvasText', 'LinkText'].map((name) => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = name;
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }),
  );

/** Each icon's stroke beside the colour of the text it sits with (its parent's). */
const iconsAndText = (page: Page, selector: string) =>
  page.$$eval(selector, (svgs) =>
    svgs.map((svg) => ({ icon: getComputedStyle(svg.querySelector('path')!).stroke, text: getComputedStyle(svg.parentElement!).color })),
  );

// One visit a page and language, looked at on a phone and on a desktop: the system theme is
// switched off to find what the site draws as buttons, then on to see them edged.
describe.each(locales.flatMap((locale) => (['home', 'lifeCoaching', 'contact'] as const).map((key) => [locale, key] as const)))('in %s on the %s page', (locale, key) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(site, pathFor(key, locale)));
  });
  afterAll(() => page.close());

  it.each([375, 1280])('keeps a border on every control drawn as a button at %i px', async (width) => {
    await emulateForcedColors(page, false);
    await page.setViewport({ width, height: 900 });
    await page.$$eval('[data-drawn-as-button]', (elements) => elements.forEach((el) => el.removeAttribute('data-drawn-as-button')));
    // In the site's own colours: every link or button drawn as a pill with a fill or an outline.
    const drawnAsButtons = await page.$$eval('a, button', (elements) =>
      elements.flatMap((el, index) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const pill = parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1;
        const drawn = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none';
        if (!el.checkVisibility({ visibilityProperty: true }) || box.height === 0 || !pill || !drawn) return [];
        el.setAttribute('data-drawn-as-button', String(index));
        return [el.getAttribute('aria-label') ?? (el as HTMLElement).innerText.trim()];
      }),
    );
    // The ones a visitor needs most are among them.
    const expected = [width === 1280 ? ui[locale].headerCta : ui[locale].menu.open, ui[locale].languageSwitch.label];
    if (key === 'contact') expected.push(contact[locale].form.submit);
    expect(drawnAsButtons).toEqual(expect.arrayContaining(expected));

    await emulateForcedColors(page);
    const withoutBorder = await page.$$eval('[data-drawn-as-button]', (elements) =>
      elements.flatMap((el) => {
        const style = getComputedStyle(el);
        const edged = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1 && !/rgba\(.*, 0\)$/.test(style.borderTopColor);
        return edged ? [] : [`${el.getAttribute('aria-label') ?? (el as HTMLElement).innerText.trim()}: ${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`];
      }),
    );
    expect(withoutBorder).toEqual([]);
  });
});

// One visit a language: the desktop's bar first, then the phone's menu, opened.
describe.each(locales)('in %s', (locale) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(site, pathFor('about', locale), { forcedColors: true }));
  });
  afterAll(() => page.close());

  it.each([1280, 375])('marks the current page in the navigation with a line of its own, not a shadow, at %i px', async (width) => {
    await page.setViewport({ width, height: 900 });
    if (width < inBarFrom) await (await byRole(page, 'button', { name: ui[locale].menu.open })).click();
    const nav = await byRole(page, 'navigation', { name: ui[locale].nav.label });
    const current = await byRole(page, 'link', { name: ui[locale].nav.about, within: nav });
    const mark = await current.evaluate((el) => {
      const style = getComputedStyle(el);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      return {
        current: el.getAttribute('aria-current'),
        underlined: style.textDecorationLine.includes('underline'),
        bordered: sides.some((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1),
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
      };
    });
    expect(mark.current).toBe('page');
    expect(mark.underlined || mark.bordered || mark.outlined).toBe(true);
    // The other pages' links carry no such line.
    const others = await page.$$eval('[data-site-nav] a:not([aria-current])', (links) =>
      links.filter((a) => a.checkVisibility() && getComputedStyle(a).textDecorationLine.includes('underline')).map((a) => a.textContent),
    );
    expect(others).toEqual([]);
    expect(headerNav.map(({ key }) => key)).toContain('about');
  });

  // The page behind the open menu is not dimmed in the visitor's colours, so the panel's own edge says where the menu ends.
  it('ends the open menu with a line of its own, over the page in the visitor’s colours, at 375 px', async () => {
    await page.setViewport({ width: 375, height: 900 });
    // Still open after the check above, unless it ran alone.
    const closed = await allByRole(page, 'button', { name: ui[locale].menu.open });
    if (closed.length > 0) await closed[0]!.click();
    const menu = await page.evaluate(() => {
      const panel = document.getElementById('site-nav')!;
      const box = panel.getBoundingClientRect();
      const edge = getComputedStyle(panel);
      const under = document.elementFromPoint(innerWidth / 2, Math.min(innerHeight - 16, box.bottom + 40))!;
      return {
        edge: edge.borderBottomStyle !== 'none' && parseFloat(edge.borderBottomWidth) >= 1 && !/rgba\(.*, 0\)$/.test(edge.borderBottomColor),
        coveredBy: under.closest('[aria-hidden="true"]') ? 'something hidden' : 'the page',
        // The alpha of what it paints there: none.
        fill: Number(/^rgba\(.*, ([\d.]+)\)$/.exec(getComputedStyle(under).backgroundColor)?.[1] ?? 1),
      };
    });
    expect(menu).toEqual({ edge: true, coveredBy: 'something hidden', fill: 0 });
  });
});

describe.each(locales.flatMap((locale) => serviceKeys.map((key) => pathFor(key, locale))))('%s', (route) => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(site, route, { forcedColors: true }));
  });
  afterAll(() => page.close());

  it.each([1280, 375])('keeps the testimonial’s quote mark off its words at %i px', async (width) => {
    await page.setViewport({ width, height: 900 });
    const overlaps = await page.$$eval('main figure', (figures) =>
      figures.flatMap((figure) => {
        const mark = getComputedStyle(figure, '::before');
        if (mark.display === 'none' || mark.content === 'none' || mark.visibility === 'hidden') return [];
        // The mark is positioned against the figure's padding box.
        const box = figure.getBoundingClientRect();
        const left = box.left + figure.clientLeft + parseFloat(mark.left);
        const top = box.top + figure.clientTop + parseFloat(mark.top);
        const right = left + parseFloat(mark.width);
        const bottom = top + parseFloat(mark.height);
        const words = document.createRange();
        words.selectNodeContents(figure.querySelector('blockquote p')!);
        return [...words.getClientRects()]
          .filter((line) => line.width > 0 && line.left < right && line.right > left && line.top < bottom && line.bottom > top)
          .map((line) => `mark ${[left, top, right, bottom].map(Math.round).join(',')} over words ${[line.left, line.top, line.right, line.bottom].map(Math.round).join(',')}`);
      }),
    );
    expect(await page.$$eval('main figure blockquote', (quotes) => quotes.length)).toBeGreaterThan(0);
    expect(overlaps).toEqual([]);
  });

  it('draws the questions’ open/close icon in the system’s colour for its question', async () => {
    const system = await systemTextColours(page);
    const icons = await iconsAndText(page, 'main details summary svg');
    expect(icons.length).toBeGreaterThan(0);
    for (const { icon, text } of icons) {
      expect(icon).toBe(text);
      expect(system).toContain(icon);
    }
  });
});

it.each(locales.map((locale) => pathFor('services', locale)))('draws the checklists’ marks in the system’s colour for their items on %s', async (route) => {
  const { page } = await openPage(site, route, { forcedColors: true });
  const system = await systemTextColours(page);
  const marks = await iconsAndText(page, 'main li > svg');
  expect(marks.length).toBeGreaterThan(0);
  for (const { icon, text } of marks) {
    expect(icon).toBe(text);
    expect(system).toContain(icon);
  }
  await page.close();
});
