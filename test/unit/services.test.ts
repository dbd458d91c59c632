import { pageRegistry } from '../../src/app/page-registry';
import { paidOffers } from '../../src/config/pricing';
import { serviceFile, serviceKeys, type ServiceKey } from '../../src/config/services';
import arOffers from '../../src/content/generated/ar/offers';
import enOffers from '../../src/content/generated/en/offers';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serviceSectionOrder, type ServicePageContent } from '../../src/content/types/service-page';
import type { OffersContent } from '../../src/content/types/offers';
import type { Locale } from '../../src/config/site';

const languages: [Locale, string, OffersContent][] = [
  ['en', 'English', enOffers],
  ['ar', 'Arabic', arOffers],
];

/** What a service lacks, one line each: the service, then what is missing. */
async function gaps(key: ServiceKey): Promise<string[]> {
  const missing: string[] = [];
  const offer = paidOffers[key];
  if (!(offer.price > 0)) missing.push('no price');
  if (!offer.schedulingUrl?.startsWith('https://')) missing.push('no scheduling address (https://…) in src/config/settings/services.json');
  if (!offer.paymentUrl?.startsWith('https://')) missing.push('no payment address (https://…) in src/config/settings/services.json');
  for (const [locale, language, offers] of languages) {
    const words = offers.services[key];
    const blank = words ? Object.entries(words).filter(([, value]) => value.length === 0).map(([field]) => field) : ['all'];
    if (blank.length > 0) missing.push(`no ${language} card words (${blank.join(', ')}) in content/${locale}/offers.ts`);
    const page = await pageRegistry[key]
      ?.content(locale, {})
      .then((content: ServicePageContent) => content)
      .catch(() => undefined);
    if (!page?.meta.title || !page.hero.title || page.sections.length === 0) missing.push(`no ${language} page content in content/${locale}/service-pages/${serviceFile(key)}.ts`);
  }
  return missing.map((what) => `${key}: ${what}`);
}

it('gives every service its words in both languages, a price, and scheduling and payment links', async () => {
  const problems = (await Promise.all(serviceKeys.map(gaps))).flat();
  expect(problems).toEqual([]);
});

describe('service page sections', () => {
  const pages = serviceKeys.flatMap((key) => languages.map(([locale]) => [key, locale] as const));
  const contentOf = (key: ServiceKey, locale: Locale) => pageRegistry[key]!.content(locale, {}) as Promise<ServicePageContent>;

  it.each(pages)('%s (%s) follows the one section order, every kind once but the cards', async (key, locale) => {
    const kinds = (await contentOf(key, locale)).sections.map((section) => section.kind);
    // Runs of cards count once: a page may list none, one or two card grids.
    const runs = kinds.filter((kind, i) => kind !== kinds[i - 1]);
    expect(runs).toEqual(serviceSectionOrder.filter((kind) => kind !== 'cards' || kinds.includes('cards')));
    expect(kinds.filter((kind) => kind === 'cards').length).toBeLessThanOrEqual(2);
  });

  it.each(pages)('%s (%s) draws every card icon from the sprite', async (key, locale) => {
    const sprite = readFileSync(path.resolve(__dirname, '../../src/assets/card-icons.svg'), 'utf8');
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    const icons = (await contentOf(key, locale)).sections.flatMap((section) =>
      section.kind === 'cards' || (section.kind === 'outcomes' && 'items' in section) ? section.items.map((item) => item.icon) : [],
    );
    expect(icons.length).toBeGreaterThan(0);
    expect(icons.filter((icon) => !symbols.has(icon))).toEqual([]);
  });
});
