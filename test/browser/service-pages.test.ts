/** Every service page, one template, in both languages: every section its content lists, prices, links and data. */
import { pageRegistry } from '../../src/app/page-registry';
import { discoveryOffer, paidOffers } from '../../src/config/pricing';
import { serviceKeys, type ServiceKey } from '../../src/config/services';
import { site as config } from '../../src/config/site';
import arBusiness from '../../src/content/ar/business-coaching';
import arCareer from '../../src/content/ar/career-coaching';
import enLife from '../../src/content/en/life-coaching';
import type { ServicePageContent } from '../../src/content/types/service-page';
import { formatNumber } from '../../src/i18n/format';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import type { Page } from 'puppeteer';
import { head, links, openPage, startSite, structuredData, texts, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const outbound = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' });

/** Each service page's words, through the page registry that builds it. */
const contentOf = (key: ServiceKey, locale: 'en' | 'ar') => pageRegistry[key]!.content(locale, {}) as Promise<ServicePageContent>;
const pages = locales.flatMap((locale) => serviceKeys.map((key) => [key, locale] as const));

describe.each(pages.map(([key, locale]) => [pathFor(key, locale), key, locale] as const))('%s', (route, key, locale) => {
  // One visit serves the checks below, in order; opening a question comes last because it changes the page.
  let page: Page;
  let content: ServicePageContent;
  beforeAll(async () => {
    content = await contentOf(key, locale);
    ({ page } = await openPage(site, route));
  });
  afterAll(() => page.close());

  it('opens with breadcrumbs and this service’s own scheduling page in a new tab', async () => {
    expect(await texts(page, 'h1')).toEqual([content.hero.title]);
    expect((await links(page, 'nav[aria-label] ol a')).map((l) => l.href)).toEqual([pathFor('home', locale), pathFor('services', locale)]);
    expect(await links(page, 'main section:first-of-type a[target]')).toEqual([outbound(paidOffers[key].schedulingUrl)]);
  });

  it('shows every section its content lists, in order, with every item', async () => {
    const drawn = await page.$$eval('main section[data-kind]', (sections) =>
      sections.map((section) => ({
        kind: section.getAttribute('data-kind'),
        title: section.querySelector('h2')?.textContent,
        items: section.querySelectorAll('ul > li, ol > li, details, article').length,
      })),
    );
    const count = (section: ServicePageContent['sections'][number]) =>
      // Cards: the paid and discovery offers; every other service.
      'items' in section ? section.items.length : 'steps' in section ? section.steps.length : section.kind === 'pricing' ? 2 : section.kind === 'related' ? serviceKeys.length - 1 : 0;
    expect(drawn).toEqual(content.sections.map((section) => ({ kind: section.kind, title: section.title, items: count(section) })));
  });


  it('prices one session from the table beside the free discovery session, each with its own link', async () => {
    expect(await texts(page, '#pricing [data-price] > span')).toEqual([formatNumber(paidOffers[key].price, locale)]);
    expect(await texts(page, '#pricing h3')).toEqual([content.offers.services[key].name, content.offers.discovery.title]);
    expect(await links(page, '#pricing a')).toEqual([outbound(paidOffers[key].paymentUrl), outbound(discoveryOffer.schedulingUrl)]);
    expect((await links(page, '#related a')).map((l) => l.href)).toEqual(
      serviceKeys.filter((other) => other !== key).map((other) => pathFor(other, locale)),
    );
  });

  it('answers four questions, each opening in place', async () => {
    expect(await page.$$eval('#faq details', (items) => items.length)).toBe(4);
    expect(await page.$eval('#faq details p', (p) => p.checkVisibility())).toBe(false);
    await page.click('#faq summary');
    expect(await page.$eval('#faq details p', (p) => p.checkVisibility())).toBe(true);
  });

  it('describes the service, its offer in AED, its FAQ and its place in the site', async () => {
    const graph = structuredData((await head(site, route)).body);
    expect(graph.find((node) => node['@type'] === 'Service')).toMatchObject({
      name: content.offers.services[key].name,
      offers: { '@type': 'Offer', priceCurrency: 'AED', price: paidOffers[key].price.toFixed(2) },
      provider: { '@id': `${config.origin}/#organization` },
    });
    const faq = graph.find((node) => node['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(4);
    const crumbs = (graph.find((node) => node['@type'] === 'WebPage') as unknown as { breadcrumb: { itemListElement: { item: string }[] } }).breadcrumb;
    expect(crumbs.itemListElement.map((item) => new URL(item.item).pathname)).toEqual([
      pathFor('home', locale) === '/' ? '/' : '/ar',
      pathFor('services', locale),
      route,
    ]);
  });
});

it('gives each page the sections the spec asks of it', async () => {
  const kinds = (content: ServicePageContent) => content.sections.map((s) => s.kind);
  for (const [key, locale] of pages) {
    expect(kinds(await contentOf(key, locale))).toEqual(expect.arrayContaining(['process', 'testimonial', 'faq', 'pricing', 'related']));
  }
  expect(enLife.sections.find((s) => s.kind === 'process')).toMatchObject({ steps: { length: 4 } });
  // Arabic business (spec §2.10): three audiences, six outcomes, four steps, three specialisation areas.
  const arBusinessCounts = arBusiness.sections.map((s) => [s.kind, 'items' in s ? s.items.length : 'steps' in s ? s.steps.length : 0]);
  expect(arBusinessCounts).toEqual(expect.arrayContaining([['cards', 3], ['checklist', 6], ['process', 4], ['faq', 4]]));
  expect(arBusiness.sections.filter((s) => s.kind === 'cards' && s.items.length === 3)).toHaveLength(2);
  // Arabic career: benefits, a four-step process, three audience types, achievements.
  expect(arCareer.sections.filter((s) => s.kind === 'cards').map((s) => ('items' in s ? s.items.length : 0))).toEqual(
    expect.arrayContaining([4, 3]),
  );
});
