import { pageRegistry } from '../../src/app/page-registry';
import { paidOffers } from '../../src/config/pricing';
import { serviceFile, serviceKeys, type ServiceKey } from '../../src/config/services';
import arOffers from '../../src/content/ar/offers';
import enOffers from '../../src/content/en/offers';
import type { ServicePageContent } from '../../src/content/types/service-page';
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
  if (!offer.schedulingUrl?.startsWith('https://')) missing.push('no scheduling address (https://…) in config/services.ts');
  if (!offer.paymentUrl?.startsWith('https://')) missing.push('no payment address (https://…) in config/services.ts');
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
