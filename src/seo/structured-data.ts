import type { Graph, ProfessionalService, Thing, WebPage } from 'schema-dts';
import { site, type Locale } from '../config/site';
import { absoluteUrl } from './urls';
import iconUrl from '../assets/generated/icons/icon-512.png';

const orgId = `${site.origin}/#organization`;

/** The business as search engines should know it; every page links to it by @id. */
export function organization(locale: Locale): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    '@id': orgId,
    name: site.brand[locale],
    alternateName: site.brand[locale === 'en' ? 'ar' : 'en'],
    url: absoluteUrl(locale === 'en' ? '/' : '/ar'),
    logo: absoluteUrl(iconUrl),
    image: absoluteUrl(iconUrl),
    email: site.contact.email,
    telephone: site.contact.whatsappE164,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city[locale],
      addressCountry: site.countryCode,
    },
    areaServed: { '@type': 'Country', name: site.country[locale] },
    knowsLanguage: ['en', 'ar'],
    founder: { '@type': 'Person', name: site.founder.name[locale] },
    sameAs: Object.values(site.social),
  };
}

interface WebPageInput {
  name: string;
  description: string;
  path: string;
  locale: Locale;
}

export function webPage({ name, description, path, locale }: WebPageInput): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${absoluteUrl(path)}#webpage`,
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', name: site.brand[locale], url: absoluteUrl(locale === 'en' ? '/' : '/ar') },
    publisher: { '@id': orgId },
  };
}

export const graph = (...things: Thing[]): Graph => ({ '@context': 'https://schema.org', '@graph': things as Graph['@graph'] });
