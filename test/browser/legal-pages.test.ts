/** The privacy policy and the terms as a visitor reads, navigates and prints them, in both languages. */
import type { Page } from 'puppeteer';
import { buildDate } from '../../scripts/lib/build-date';
import { paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import { policies } from '../../src/config/policies';
import { legal } from '../../src/config/legal';
import { site as config } from '../../src/config/site';
import arPrivacy from '../../src/content/generated/ar/privacy';
import arTerms from '../../src/content/generated/ar/terms';
import enPrivacy from '../../src/content/generated/en/privacy';
import enTerms from '../../src/content/generated/en/terms';
import { formatDate } from '../../src/i18n/dates';
import { arabicDuration } from '../../src/i18n/duration-ar';
import { englishDuration } from '../../src/i18n/duration-en';
import type { Content as LegalContent } from '../../src/content/schema/legal';
import { formatNumber, isoDate } from '../../src/i18n/format';
import { priceInWords } from '../../src/i18n/price-words';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { allByRole, byRole, headingsInAccessibilityTree, openPage, sharedVisit, startSite, textsOf, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const localeOf = (route: string) => (route.startsWith('/ar') ? 'ar' : 'en');
const contents = (page: Page, content: LegalContent) => byRole(page, 'navigation', { name: content.contents });
const contentsLinks = async (page: Page, content: LegalContent) =>
  (await allByRole(page, 'link', { within: await contents(page, content) })).map((link) => link.evaluate((a) => a.getAttribute('href')));
/** The legal text: the block of sections after the table of contents. */
const TEXT = 'main nav[aria-labelledby="contents-title"] + div';
const articleText = (page: Page) => page.$eval(TEXT, (text) => text.textContent ?? '');

describe.each([
  // As many sections in Arabic as in English, however many the English has.
  ['/privacy', enPrivacy, enPrivacy.sections.length],
  ['/ar/privacy', arPrivacy, enPrivacy.sections.length],
  ['/terms-and-conditions', enTerms, enTerms.sections.length],
  ['/ar/terms-and-conditions', arTerms, enTerms.sections.length],
] as const)('%s', (route, content, count) => {
  // One visit serves the checks that only look; the last of them prints it.
  const look = sharedVisit(() => openPage(site, route));

  it(`has ${count} sections, one numbered h2 each, in the order of its table of contents, every heading listed to a screen reader`, async () => {
    const { page } = look;
    // At once, with nothing scrolled into view: each heading of the page is in the accessibility tree.
    expect(await headingsInAccessibilityTree(page)).toBe(await page.$$eval('h1, h2, h3, h4, h5, h6', (all) => all.length));
    const headings = await allByRole(page, 'heading', { level: 2, within: await byRole(page, 'main') });
    expect(await textsOf(headings)).toEqual(content.sections.map((s, i) => `${formatNumber(i + 1, localeOf(route))}. ${s.title}`));
    expect(content.sections).toHaveLength(count);
    expect(await Promise.all(await contentsLinks(page, content))).toEqual(content.sections.map((s) => `#${s.id}`));
    // Each contents link leads to the section its heading opens.
    const targets = await Promise.all(headings.map((h) => h.evaluate((heading) => heading.closest('[id]')?.id)));
    expect(targets).toEqual(content.sections.map((s) => s.id));
  });

  it('opens by naming the licensed business: legal name, trade licence, issuing authority, registered address', async () => {
    const { page } = look;
    const intro = await page.$eval('#introduction', (s) => s.textContent ?? '');
    const locale = localeOf(route);
    for (const fact of [legal.entity[locale], legal.licenceNumber, legal.licenceAuthority[locale], legal.registeredAddress[locale]]) {
      expect({ fact, found: intro.includes(fact) }).toEqual({ fact, found: true });
    }
  });

  it.each([true, false])('scrolls to a section from its contents link, below the sticky header (JavaScript %s)', async (javaScript) => {
    const { page } = await openPage(site, route, { javaScript, width: 375 });
    const target = content.sections[5]!;
    const title = `${formatNumber(content.sections.indexOf(target) + 1, localeOf(route))} ${target.title}`;
    await (await byRole(page, 'link', { name: title, within: await contents(page, content) })).click();
    await waitFor(async () => (await page.evaluate(() => scrollY)) > 0, 2000);
    const { hash, top, headerBottom, path } = await page.evaluate((id) => ({
      hash: location.hash,
      path: location.pathname,
      top: document.getElementById(id)!.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    }), target.id);
    expect({ hash, path }).toEqual({ hash: `#${target.id}`, path: route });
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    await page.close();
  });

  it('prints the policy alone: no header, footer, menu or contents', async () => {
    const { page } = look;
    const ui = localeOf(route) === 'ar' ? arUi : enUi;
    // Found on screen, as a reader finds them; printing is what hides some of them.
    const parts = [
      await byRole(page, 'banner'),
      await byRole(page, 'contentinfo'),
      await byRole(page, 'navigation', { name: ui.nav.label }),
      await contents(page, content),
      await byRole(page, 'heading', { level: 1, name: content.hero.title }),
      (await page.$(TEXT))!,
    ];
    await page.emulateMediaType('print');
    const shown = await Promise.all(parts.map((part) => part.evaluate((el) => el.checkVisibility())));
    expect(shown).toEqual([false, false, false, false, true, true]);
  });
});

describe.each([
  ['/privacy', 'en', enPrivacy],
  ['/ar/privacy', 'ar', arPrivacy],
] as const)('privacy at %s', (route, locale, content) => {
  it("shows the build's day as last updated in the HTML, and the visitor's own day once the page runs", async () => {
    // The prerender stamped the day of the build; the browser's clock is the visitor's.
    for (const [javaScript, day] of [[false, buildDate()], [true, isoDate(new Date())]] as const) {
      const { page } = await openPage(site, route, { javaScript });
      expect(await page.$eval('main time', (t) => [t.getAttribute('datetime'), t.textContent])).toEqual([day, formatDate(day, locale)]);
      expect(await page.$eval(`main ::-p-text(${content.updated})`, (line) => line.textContent)).toBe(`${content.updated}: ${formatDate(day, locale)}`);
      await page.close();
    }
  });

  it("fills in the visitor's own day over the build's, without a warning", async () => {
    const page = await site.browser.newPage();
    const ahead = 400 * 24 * 60 * 60 * 1000;
    // The visitor's clock runs 400 days ahead of the build's.
    await page.evaluateOnNewDocument(`(() => {
      const RealDate = Date;
      window.Date = class extends RealDate {
        constructor(...args) { if (args.length) super(...args); else super(RealDate.now() + ${ahead}); }
        static now() { return RealDate.now() + ${ahead}; }
      };
    })()`);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    await page.goto(`${site.origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    const visitorsDay = isoDate(new Date(Date.now() + ahead));
    expect(await page.$eval('main time', (t) => [t.getAttribute('datetime'), t.textContent])).toEqual([visitorsDay, formatDate(visitorsDay, locale)]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.each([
  ['/terms-and-conditions', 'en', enTerms],
  ['/ar/terms-and-conditions', 'ar', arTerms],
] as const)('terms at %s', (route, locale, content) => {
  const adgm = legal.jurisdiction === 'adgm';

  it('states the cancellation, refund, payment, termination and law rules with their figures', async () => {
    const { page } = await openPage(site, route);
    const text = await articleText(page);
    const sectionText = (id: string) => page.$eval(`#${id}`, (s) => s.textContent ?? '');
    const rules = {
      en: {
        cancellation: [englishDuration(policies.noticeHours, 'hour'), 'full session fee'],
        refunds: [englishDuration(policies.refundDays, 'day')],
        'fees-and-payment': ['upfront or per session', 'non-refundable once', 'bank transfer', 'card'],
        // Single sessions only: ending the work cancels a prepaid session under the cancellation rules, or refunds it in full when we end it.
        termination: ['written notice', 'entitled to a refund', 'refund in full'],
        'governing-law': [adgm ? 'ADGM Courts' : `courts of the Emirate of ${config.city.en}`, 'exclusive jurisdiction'],
        services: ['in person', 'phone', 'video', 'English', 'Arabic'],
      },
      ar: {
        cancellation: [arabicDuration(policies.noticeHours, 'hour', 'oblique'), 'بكامل رسوم الجلسة'],
        refunds: [arabicDuration(policies.refundDays, 'day', 'oblique')],
        'fees-and-payment': ['مقدّماً', 'التحويل المصرفي', 'البطاقة'],
        termination: ['إشعار مكتوب', 'يحق لك استرداد', 'كامل رسوم'],
        'governing-law': [adgm ? 'محاكم سوق أبوظبي العالمي' : `محاكم إمارة ${config.city.ar}`, 'وحدها'],
        services: ['حضورياً', 'الهاتف', 'فيديو', 'العربية', 'الإنجليزية'],
      },
    }[locale];
    for (const [id, phrases] of Object.entries(rules)) {
      const words = await sectionText(id);
      for (const phrase of phrases) expect({ id, phrase, found: words.includes(phrase) }).toEqual({ id, phrase, found: true });
    }
    // Each price as running text writes it, the Arabic noun agreeing with the number.
    for (const key of serviceKeys) expect(text).toContain(priceInWords(paidOffers[key].price, locale));
    await page.close();
  });

  if (locale === 'ar') {
    it("lists 'exceptions' among its sections, as many as the English", () => {
      expect(content.sections).toHaveLength(enTerms.sections.length);
      expect(content.sections.some((s) => s.title.includes('الاستثناءات'))).toBe(true);
    });
  }
});
