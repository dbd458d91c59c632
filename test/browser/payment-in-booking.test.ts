/**
 * A service whose booking takes the payment (services.json, `paymentInBooking`) shows one action,
 * 'Book and Pay', to its scheduling page, on the booking page and on its own page, in both
 * languages; a service paid apart keeps the spec's 'Pay' to its payment page beside its booking.
 * The tests' build sets one of each (test/fixtures/settings/tests-build.json).
 */
import type { ElementHandle, Page } from 'puppeteer';
import { pageRegistry } from '../../src/app/page-registry';
import { paidOffers } from '../../src/config/pricing';
import { services, type ServiceKey } from '../../src/config/services';
import arBooking from '../../src/content/generated/ar/booking';
import enBooking from '../../src/content/generated/en/booking';
import type { Content as OffersContent } from '../../src/content/schema/offers';
import type { Content as ServicePageContent } from '../../src/content/schema/service-page';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import { specWords } from '../spec/words';
import { allByRole, byRole, head, linksOf, openPage, startSite, structuredData, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const inBooking = services.find((service) => service.paymentInBooking)?.key;
const paidApart = services.find((service) => !service.paymentInBooking)?.key;
if (!inBooking || !paidApart) {
  throw new Error('The site was built without one service paid in its booking and one paid apart: build it with SITE_FIXTURES=1 npm run build, as npm test does');
}
const offers = { en: enBooking.offers, ar: arBooking.offers } as Record<'en' | 'ar', OffersContent>;
const outbound = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' });

/** Each link's target and the words it shows (a button link's first span: its spoken name, when it has one, is apart). */
const actions = (page: Page, within: ElementHandle<Node>) =>
  allByRole(page, 'link', { within }).then((found) =>
    Promise.all(
      found.map(async (link) => ({
        ...(await linksOf([link]))[0]!,
        shown: await link.evaluate((a) => (a.querySelector(':scope > span:first-child') ?? a).textContent?.trim()),
      })),
    ),
  );

describe.each(locales)('in %s', (locale) => {
  const words = offers[locale];
  const pay = locale === 'en' ? specWords.offers.pay : words.payLabel;
  const bookAndPay = words.services[inBooking].payLabel;

  it('the words differ: one action to book and pay, another to pay', () => {
    expect(bookAndPay).toBeTruthy();
    expect(bookAndPay).not.toBe(pay);
    expect(words.payLabel).toBe(pay);
  });

  describe(pathFor('booking', locale), () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(site, pathFor('booking', locale)));
    });
    afterAll(() => page.close());

    /** A paid service's card on the booking page, by its heading. */
    const card = async (key: ServiceKey) => {
      const grid = await page.$('#paid-sessions');
      const articles = await grid!.$$('li > article');
      for (const article of articles) if ((await article.$eval('h3', (h) => h.textContent)) === words.services[key].name) return article;
      throw new Error(`no card for ${key}`);
    };

    it('the service paid in its booking: one action, to its scheduling page, and no Pay', async () => {
      expect(await actions(page, await card(inBooking))).toEqual([{ ...outbound(paidOffers[inBooking].schedulingUrl), shown: bookAndPay }]);
    });

    it('a service paid apart keeps Pay, to its payment page', async () => {
      expect(paidOffers[paidApart].paymentUrl).not.toBe(paidOffers[paidApart].schedulingUrl);
      expect(await actions(page, await card(paidApart))).toEqual([{ ...outbound(paidOffers[paidApart].paymentUrl), shown: pay }]);
    });
  });

  describe.each([inBooking, paidApart])(`the page of %s`, (key) => {
    let page: Page;
    let content: ServicePageContent;
    beforeAll(async () => {
      content = (await pageRegistry[key]!.content(locale, {})) as ServicePageContent;
      ({ page } = await openPage(site, pathFor(key, locale)));
    });
    afterAll(() => page.close());

    it(key === inBooking ? 'books and pays in one action, to its scheduling page' : 'books on its scheduling page and pays apart', async () => {
      const main = await byRole(page, 'main');
      const outboundActions = (await actions(page, main)).filter((action) => action.target === '_blank');
      const scheduling = paidOffers[key].schedulingUrl;
      const hero = await byRole(page, 'region', { name: content.hero.title });
      // The hero books the session either way.
      expect((await actions(page, hero)).filter((action) => action.target)).toEqual([{ ...outbound(scheduling), shown: content.hero.cta }]);
      const pricing = await byRole(page, 'region', { name: content.sections.find((section) => section.kind === 'pricing')!.title });
      const paid = (await actions(page, pricing))[0];
      if (key === inBooking) {
        expect(paid).toEqual({ ...outbound(scheduling), shown: bookAndPay });
        expect(outboundActions.map((action) => action.shown)).not.toContain(pay);
      } else {
        expect(paid).toEqual({ ...outbound(paidOffers[key].paymentUrl), shown: pay });
      }
      // Its offer in the structured data is bought where the visitor pays.
      const graph = structuredData((await head(site, pathFor(key, locale))).body);
      expect(graph.find((node) => node['@type'] === 'Service')).toMatchObject({ offers: { url: key === inBooking ? scheduling : paidOffers[key].paymentUrl } });
    });
  });
});
