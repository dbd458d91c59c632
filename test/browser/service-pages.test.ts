/** Every service page, one template, in both languages: every section its content lists, prices, links and data. */
import { pageRegistry } from '../../src/app/page-registry';
import { discoveryOffer, paidOffers } from '../../src/config/pricing';
import { serviceKeys, type ServiceKey } from '../../src/config/services';
import { site as config } from '../../src/config/site';
import arBusiness from '../../src/content/generated/ar/service-pages/business-coaching';
import arCareer from '../../src/content/generated/ar/service-pages/career-coaching';
import arLife from '../../src/content/generated/ar/service-pages/life-coaching';
import enBusiness from '../../src/content/generated/en/service-pages/business-coaching';
import enCareer from '../../src/content/generated/en/service-pages/career-coaching';
import enLife from '../../src/content/generated/en/service-pages/life-coaching';
import type { Content as ServicePageContent } from '../../src/content/schema/service-page';
import { formatNumber } from '../../src/i18n/format';
import { locales } from '../../src/i18n/locale';
import { pathFor } from '../../src/routes/paths';
import type { Page } from 'puppeteer';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { allByRole, allByText, byRole, head, linksOf, openPage, startSite, structuredData, textsOf, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const outbound = (href: string) => ({ href, target: '_blank', rel: 'noopener noreferrer' });
const ui = { en: enUi, ar: arUi };

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

  /** The section its content lists under this kind, found by its heading. */
  const section = (kind: ServicePageContent['sections'][number]['kind']) => {
    const found = content.sections.find((s) => s.kind === kind);
    if (!found) throw new Error(`${route} lists no ${kind} section`);
    return byRole(page, 'region', { name: found.title });
  };
  const faqOf = () => content.sections.find((s) => s.kind === 'faq');

  it('opens with breadcrumbs and this service’s own scheduling page in a new tab', async () => {
    expect(await textsOf(await allByRole(page, 'heading', { level: 1 }))).toEqual([content.hero.title]);
    const breadcrumbs = await byRole(page, 'navigation', { name: ui[locale].breadcrumb });
    expect((await linksOf(await allByRole(page, 'link', { within: breadcrumbs }))).map((l) => l.href)).toEqual([
      pathFor('home', locale),
      pathFor('services', locale),
    ]);
    const hero = await byRole(page, 'region', { name: content.hero.title });
    expect((await linksOf(await allByRole(page, 'link', { within: hero }))).filter((l) => l.target)).toEqual([outbound(paidOffers[key].schedulingUrl)]);
  });

  it('shows every section its content lists, in order, with every item', async () => {
    const listedTitles = content.sections.map((s) => s.title);
    // The page's own closing call follows the sections the content lists.
    const titles = await textsOf(await allByRole(page, 'heading', { level: 2, within: await byRole(page, 'main') }));
    expect(titles.filter((title) => listedTitles.includes(title))).toEqual(listedTitles);
    for (const listed of content.sections) {
      const region = await byRole(page, 'region', { name: listed.title });
      const shown = { kind: listed.kind, text: await region.evaluate((el) => el.textContent ?? '') };
      // Every item's words are on the page: the cards', the list's, the steps', the questions'.
      const words =
        'checklist' in listed
          ? listed.checklist
          : 'items' in listed
            ? listed.items.map((item) => ('question' in item ? item.question : item.title))
            : 'steps' in listed
              ? listed.steps.map((step) => step.title)
              : [];
      for (const word of words) expect({ kind: listed.kind, word, shown: shown.text.includes(word) }).toEqual({ kind: listed.kind, word, shown: true });
    }
  });

  it('prices one session from the table beside the free discovery session, each with its own link', async () => {
    const pricing = await section('pricing');
    expect(await allByText(page, formatNumber(paidOffers[key].price, locale), { within: pricing })).toHaveLength(1);
    expect(await allByRole(page, 'img', { name: ui[locale].currency, within: pricing })).toHaveLength(1);
    expect(await textsOf(await allByRole(page, 'heading', { level: 3, within: pricing }))).toEqual([
      content.offers.services[key].name,
      content.offers.discovery.title,
    ]);
    expect(await linksOf(await allByRole(page, 'link', { within: pricing }))).toEqual([outbound(paidOffers[key].paymentUrl), outbound(discoveryOffer.schedulingUrl)]);
    expect((await linksOf(await allByRole(page, 'link', { within: await section('related') }))).map((l) => l.href)).toEqual(
      serviceKeys.filter((other) => other !== key).map((other) => pathFor(other, locale)),
    );
  });

  it('answers every question of its content, each opening in place', async () => {
    const faq = faqOf();
    if (faq?.kind !== 'faq') throw new Error(`${route} lists no questions`);
    const region = await section('faq');
    for (const { question, answer } of faq.items) {
      expect(await textsOf(await allByText(page, question, { within: region }))).toEqual([question]);
      const [shown] = await allByText(page, answer, { within: region });
      expect(await shown!.evaluate((p) => p.checkVisibility())).toBe(false);
    }
    const [first] = faq.items;
    await (await allByText(page, first!.question, { within: region }))[0]!.click();
    expect(await (await allByText(page, first!.answer, { within: region }))[0]!.evaluate((p) => p.checkVisibility())).toBe(true);
  });

  it('describes the service, its offer in AED, its FAQ and its place in the site', async () => {
    const graph = structuredData((await head(site, route)).body);
    expect(graph.find((node) => node['@type'] === 'Service')).toMatchObject({
      name: content.offers.services[key].name,
      offers: { '@type': 'Offer', priceCurrency: 'AED', price: paidOffers[key].price.toFixed(2) },
      provider: { '@id': `${config.origin}/#organization` },
    });
    const questions = graph.find((node) => node['@type'] === 'FAQPage') as unknown as { mainEntity: unknown[] };
    expect(questions.mainEntity).toHaveLength(content.sections.flatMap((s) => (s.kind === 'faq' ? s.items : [])).length);
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
  // Arabic business (spec §2.10): three audiences, six outcomes, four steps; its specialisation areas are the
  // English page's (the Arabic once named three where English has four, leadership coaching left out).
  const counts = (content: ServicePageContent) =>
    content.sections.map((s) => [s.kind, 'checklist' in s ? s.checklist.length : 'items' in s ? s.items.length : 'steps' in s ? s.steps.length : 0]);
  expect(counts(arBusiness)).toEqual(expect.arrayContaining([['cards', 3], ['outcomes', 6], ['process', 4]]));
  const cardCounts = (content: ServicePageContent) => content.sections.flatMap((s) => (s.kind === 'cards' ? [s.items.length] : []));
  expect(cardCounts(arBusiness)).toEqual(cardCounts(enBusiness));
  // Four questions at least (§2.10): the owner may answer more.
  for (const content of [enLife, arLife, arCareer, arBusiness]) {
    expect(content.sections.flatMap((s) => (s.kind === 'faq' ? s.items : [])).length).toBeGreaterThanOrEqual(4);
  }
  // Arabic career: benefits, a four-step process, three audience types, achievements.
  expect(counts(arCareer)).toEqual(expect.arrayContaining([['outcomes', 4], ['process', 4], ['cards', 3]]));
  // English career: three result cards and four specialisations; business: three focus areas and four specialisations.
  for (const content of [enCareer, enBusiness]) {
    expect(content.sections.filter((s) => s.kind === 'cards').map((s) => ('items' in s ? s.items.length : 0))).toEqual([3, 4]);
  }
});
