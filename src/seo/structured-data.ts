import type { BlogPosting, BreadcrumbList, FAQPage, Graph, Person, ProfessionalService, Service, Thing, WebPage } from 'schema-dts';
import { currency } from '../config/pricing';
import { site, type Locale } from '../config/site';
import { pathFor } from '../routes/paths';
import type { FaqItem, PageSubject } from './subjects';
import { absoluteUrl } from './urls';
import iconUrl from '../assets/generated/icons/icon-512.png';

export const organizationId = `${site.origin}/#organization`;

const homeUrl = (locale: Locale) => absoluteUrl(locale === 'en' ? '/' : '/ar');

/** The business as search engines should know it; every page links to it by @id. */
export function organization(locale: Locale): ProfessionalService {
  const sameAs = Object.values(site.social).filter((address) => address !== undefined);
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: site.brand[locale],
    alternateName: site.brand[locale === 'en' ? 'ar' : 'en'],
    url: homeUrl(locale),
    logo: absoluteUrl(iconUrl),
    image: absoluteUrl(iconUrl),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.city[locale],
      addressCountry: site.countryCode,
    },
    areaServed: { '@type': 'Country', name: site.country[locale] },
    knowsLanguage: ['en', 'ar'],
    founder: { '@type': 'Person', name: site.founder.name[locale] },
    // Only the networks with an address: one left empty in the settings is not shown anywhere.
    ...(sameAs.length > 0 && { sameAs }),
  };
}

interface WebPageInput {
  name: string;
  description: string;
  path: string;
  locale: Locale;
  breadcrumb?: BreadcrumbList;
}

export function webPage({ name, description, path, locale, breadcrumb }: WebPageInput): WebPage {
  return {
    '@type': 'WebPage',
    '@id': `${absoluteUrl(path)}#webpage`,
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: locale,
    isPartOf: { '@type': 'WebSite', name: site.brand[locale], url: homeUrl(locale) },
    publisher: { '@id': organizationId },
    ...(breadcrumb && { breadcrumb }),
  };
}

/** A trail of pages, outermost first, the current page last. */
export function breadcrumbList(trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

interface ServiceInput {
  name: string;
  description: string;
  path: string;
  locale: Locale;
  /** One session, in AED, from the pricing table. */
  price: number;
  paymentUrl: string;
}

/** A coaching service with its one-session offer. */
export function serviceNode({ name, description, path, locale, price, paymentUrl }: ServiceInput): Service {
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name,
    serviceType: name,
    description,
    url: absoluteUrl(path),
    provider: { '@id': organizationId },
    areaServed: { '@type': 'Country', name: site.country[locale] },
    offers: {
      '@type': 'Offer',
      price: price.toFixed(2),
      priceCurrency: currency,
      url: paymentUrl,
      availability: 'https://schema.org/InStock',
    },
  };
}

export function faqPage(items: FaqItem[], path: string): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(path)}#faq`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

interface PersonInput {
  locale: Locale;
  path: string;
  jobTitle: string;
  description: string;
  /** A photograph of the founder; left out while the page shows a drawing, which is not her likeness. */
  image?: string;
  knowsAbout: string[];
}

/** The founder, linked to the business. */
export function founderNode({ locale, path, jobTitle, description, image, knowsAbout }: PersonInput): Person {
  return {
    '@type': 'Person',
    '@id': `${site.origin}/#founder`,
    name: site.founder.name[locale],
    alternateName: site.founder.name[locale === 'en' ? 'ar' : 'en'],
    jobTitle,
    description,
    url: absoluteUrl(path),
    ...(image ? { image: absoluteUrl(image) } : {}),
    worksFor: { '@id': organizationId },
    knowsLanguage: ['en', 'ar'],
    knowsAbout,
    address: { '@type': 'PostalAddress', addressLocality: site.city[locale], addressCountry: site.countryCode },
  };
}

/** A post as its page names it (PageSubject 'article'), at the page's address. */
type ArticleInput = Omit<Extract<PageSubject, { type: 'article' }>, 'type'> & { path: string };

/** A blog post: written by the founder, published by the business, the main subject of its page. */
export function blogPosting({ path, headline, description, image, datePublished, dateModified, author, section, keywords, inLanguage }: ArticleInput): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': `${absoluteUrl(path)}#article`,
    mainEntityOfPage: { '@id': `${absoluteUrl(path)}#webpage` },
    url: absoluteUrl(path),
    headline,
    description,
    image: absoluteUrl(image),
    datePublished,
    dateModified,
    inLanguage,
    articleSection: section,
    keywords: keywords.join(', '),
    author: { '@type': 'Person', '@id': `${site.origin}/#founder`, name: author, url: absoluteUrl(pathFor('founder', inLanguage)) },
    publisher: { '@id': organizationId },
  };
}

export const graph = (...things: Thing[]): Graph => ({ '@context': 'https://schema.org', '@graph': things as Graph['@graph'] });
