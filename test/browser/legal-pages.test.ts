/** The privacy policy and the terms as a visitor reads, navigates and prints them, in both languages. */
import type { Page } from 'puppeteer';
import { paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import { policies } from '../../src/config/policies';
import arPrivacy from '../../src/content/ar/privacy';
import arTerms from '../../src/content/ar/terms';
import enPrivacy from '../../src/content/en/privacy';
import enTerms from '../../src/content/en/terms';
import { formatDate } from '../../src/i18n/dates';
import { formatNumber, isoDate } from '../../src/i18n/format';
import { openPage, startSite, texts, waitFor, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const sectionTitles = (page: Page) => page.$$eval('main article section > h2 > span:last-child', (spans) => spans.map((s) => s.textContent));
const contentsLinks = (page: Page) =>
  page.$$eval('nav[aria-labelledby="contents-title"] a', (anchors) => anchors.map((a) => a.getAttribute('href')));
// textContent, not innerText: sections far below the fold are not laid out (content-visibility) until read.
const articleText = (page: Page) => page.$eval('main article', (article) => article.textContent ?? '');

describe.each([
  ['/privacy', enPrivacy, 10],
  ['/ar/privacy', arPrivacy, 10],
  ['/terms-and-conditions', enTerms, 11],
  ['/ar/terms-and-conditions', arTerms, 11],
] as const)('%s', (route, content, count) => {
  it(`has ${count} sections, one h2 each, in the order of its table of contents`, async () => {
    const { page } = await openPage(site, route);
    expect(await page.$$eval('main article section', (sections) => sections.map((s) => s.querySelectorAll('h2').length))).toEqual(
      Array(count).fill(1),
    );
    expect(await sectionTitles(page)).toEqual(content.sections.map((s) => s.title));
    expect(await page.$$eval('main h2', (hs) => hs.length)).toBe(count);
    expect(await contentsLinks(page)).toEqual(content.sections.map((s) => `#${s.id}`));
    expect(await page.$$eval('main article section', (sections) => sections.map((s) => s.id))).toEqual(content.sections.map((s) => s.id));
    await page.close();
  });

  it.each([true, false])('scrolls to a section from its contents link, below the sticky header (JavaScript %s)', async (javaScript) => {
    const { page } = await openPage(site, route, { javaScript, width: 375 });
    const target = content.sections[5]!;
    await page.click(`nav[aria-labelledby="contents-title"] a[href="#${target.id}"]`);
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
    const { page } = await openPage(site, route);
    await page.emulateMediaType('print');
    const shown = await page.evaluate(() =>
      ['header', 'footer', '#site-nav', 'nav[aria-labelledby="contents-title"]', 'main h1', 'main article'].map((selector) =>
        (document.querySelector(selector) as HTMLElement).checkVisibility(),
      ),
    );
    expect(shown).toEqual([false, false, false, false, true, true]);
    await page.close();
  });
});

describe.each([
  ['/privacy', 'en', enPrivacy],
  ['/ar/privacy', 'ar', arPrivacy],
] as const)('privacy at %s', (route, locale, content) => {
  it("shows today's date as last updated, in the page's language, with and without JavaScript", async () => {
    const today = isoDate(new Date());
    for (const javaScript of [true, false]) {
      const { page } = await openPage(site, route, { javaScript });
      expect(await page.$eval('main time', (t) => [t.getAttribute('datetime'), t.textContent])).toEqual([today, formatDate(today, locale)]);
      expect(await texts(page, 'main h1 + p, main h1 ~ p')).toContainEqual(`${content.updated}: ${formatDate(today, locale)}`);
      await page.close();
    }
  });

  it("fills in the visitor's own day over the build's, without a hydration warning", async () => {
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
  const n = (value: number) => formatNumber(value, locale);

  it('states the cancellation, refund, payment, termination and law rules with their figures', async () => {
    const { page } = await openPage(site, route);
    const text = await articleText(page);
    const sectionText = (id: string) => page.$eval(`#${id}`, (s) => s.textContent ?? '');
    const rules = {
      en: {
        cancellation: [`${policies.noticeHours} hours`, 'full session fee'],
        refunds: [`${policies.refundDays} days`],
        'fees-and-payment': ['upfront or per session', 'non-refundable once', 'bank transfer', 'card'],
        termination: ['written notice', 'proportionally', 'sessions already completed', 'expenses'],
        'governing-law': ['United Arab Emirates', 'exclusive jurisdiction'],
        services: ['in person', 'phone', 'video', 'English', 'Arabic'],
      },
      ar: {
        cancellation: [`${n(policies.noticeHours)} ساعة`, 'رسومها كاملة'],
        refunds: [`${n(policies.refundDays)} يوماً`],
        'fees-and-payment': ['مقدّماً', 'التحويل المصرفي', 'البطاقة'],
        termination: ['إشعار مكتوب', 'تناسبية', 'الجلسات التي عُقدت', 'مصروفات'],
        'governing-law': ['الإمارات العربية المتحدة', 'محاكم'],
        services: ['حضورياً', 'الهاتف', 'فيديو', 'العربية', 'الإنجليزية'],
      },
    }[locale];
    for (const [id, phrases] of Object.entries(rules)) {
      const words = await sectionText(id);
      for (const phrase of phrases) expect({ id, phrase, found: words.includes(phrase) }).toEqual({ id, phrase, found: true });
    }
    for (const key of serviceKeys) expect(text).toContain(n(paidOffers[key].price));
    await page.close();
  });

  if (locale === 'ar') {
    it("lists 'exceptions' among its eleven sections", () => {
      expect(content.sections).toHaveLength(11);
      expect(content.sections.some((s) => s.title.includes('الاستثناءات'))).toBe(true);
    });
  }
});
