/**
 * What a sentence in a data file may quote in each language: the facts by name (`{city}`), the
 * pages and contacts it may link to, the founder's grammar. Read from the settings, so a changed
 * fact changes every sentence that quotes it.
 */
import { legal } from '../../../src/config/legal';
import { policies } from '../../../src/config/policies';
import { discoveryOffer, paidOffers } from '../../../src/config/pricing';
import { serviceKeys } from '../../../src/config/services';
import { mailtoHref, site, whatsappHref, type Locale } from '../../../src/config/site';
import { yearsOfExperience } from '../../../src/config/stats';
import { arabicDuration } from '../../../src/i18n/duration-ar';
import { capitalised, englishDuration } from '../../../src/i18n/duration-en';
import { formatNumber } from '../../../src/i18n/format';
import { pathFor } from '../../../src/routes/paths';
import { routeDef, routeKeys } from '../../../src/routes/route-table';
import { resolveText, type TextContext, type TokenValue } from '../../../src/content/schema/text';
import { pageTitle } from '../../../src/seo/page-title';
import { jurisdictionWords } from './jurisdiction';

const plain = (text: string | number): TokenValue => ({ text: String(text) });
const ltr = (text: string): TokenValue => ({ text, ltr: true });

/** Each fact's words in one language, by the name a sentence quotes it with. */
function tokens(locale: Locale): Record<string, TokenValue> {
  const en = locale === 'en';
  const hours = (value: number) => (en ? englishDuration(value, 'hour') : arabicDuration(value, 'hour', 'oblique'));
  const days = (value: number) => (en ? englishDuration(value, 'day') : arabicDuration(value, 'day', 'oblique'));
  const perService = (name: string, value: (key: (typeof serviceKeys)[number]) => string) =>
    Object.fromEntries(serviceKeys.map((key) => [`${name}:${key}`, plain(value(key))]));
  return {
    brand: plain(site.brand[locale]),
    brandShort: plain(site.brandShort[locale]),
    city: plain(site.city[locale]),
    country: plain(site.country[locale]),
    countryShort: plain(site.countryShort[locale]),
    founderName: plain(site.founder.name[locale]),
    founderFirstName: plain(site.founder.name[locale].split(' ')[0] ?? ''),
    email: ltr(site.contact.email),
    phone: ltr(site.contact.phoneDisplay),
    years: plain(formatNumber(yearsOfExperience, locale)),
    // The free discovery session's length: 'two hours' / 'ساعتان'; before a noun, 'two-hour'; after a preposition, 'ساعتين'.
    discoveryLength: plain(en ? englishDuration(discoveryOffer.hours, 'hour') : arabicDuration(discoveryOffer.hours, 'hour')),
    discoveryLengthBefore: plain(en ? englishDuration(discoveryOffer.hours, 'hour', 'adjective') : arabicDuration(discoveryOffer.hours, 'hour', 'oblique')),
    discoveryLengthOblique: plain(en ? englishDuration(discoveryOffer.hours, 'hour') : arabicDuration(discoveryOffer.hours, 'hour', 'oblique')),
    noticePeriod: plain(hours(policies.noticeHours)),
    noticePeriodBefore: plain(en ? englishDuration(policies.noticeHours, 'hour', 'adjective') : hours(policies.noticeHours)),
    noticeGiven: plain(en ? `${englishDuration(policies.noticeHours, 'hour', 'possessive')} notice` : hours(policies.noticeHours)),
    replyTime: plain(hours(policies.replyHours)),
    refundTime: plain(days(policies.refundDays)),
    dataRequestTime: plain(days(policies.dataRequestDays)),
    legalEntity: plain(legal.entity[locale]),
    licenceNumber: ltr(legal.licenceNumber),
    licenceAuthority: plain(legal.licenceAuthority[locale]),
    registeredAddress: plain(legal.registeredAddress[locale]),
    ...perService('price', (key) => formatNumber(paidOffers[key].price, locale)),
    ...perService('sessionLength', (key) => (en ? englishDuration(paidOffers[key].minutes, 'minute') : arabicDuration(paidOffers[key].minutes, 'minute'))),
    ...perService('sessionLengthBefore', (key) =>
      en ? englishDuration(paidOffers[key].minutes, 'minute', 'adjective') : arabicDuration(paidOffers[key].minutes, 'minute'),
    ),
    ...(en ? { discoveryLengthCapitalised: plain(capitalised(englishDuration(discoveryOffer.hours, 'hour'))) } : {}),
  };
}

/** Facts whose own words quote facts (the jurisdiction's clauses name the city): resolved against the rest. */
function withJurisdiction(base: Record<string, TokenValue>, locale: Locale): Record<string, TokenValue> {
  const context: TextContext = { tokens: base, links: {}, founder: site.founder.gender, rtl: false };
  const clauses = Object.entries(jurisdictionWords(legal.jurisdiction, locale)).map(([name, words]) => [name, plain(resolveText(words, context).value)]);
  return { ...base, ...Object.fromEntries(clauses) };
}

/** Where a link in a sentence may lead: every page without parameters, the contacts, the discovery booking. */
function links(locale: Locale): Record<string, string> {
  const pages = routeKeys.filter((key) => !routeDef(key).path.includes(':')).map((key) => [key, pathFor(key, locale)] as const);
  return { ...Object.fromEntries(pages), email: mailtoHref, whatsapp: whatsappHref, discovery: site.scheduling.discovery };
}

export interface LanguageContext {
  text: TextContext;
  /** The characters ` | <short brand>` adds to every page title. */
  titleSuffix: number;
}

export const languageContext = (locale: Locale): LanguageContext => ({
  text: { tokens: withJurisdiction(tokens(locale), locale), links: links(locale), founder: site.founder.gender, rtl: locale === 'ar' },
  titleSuffix: pageTitle('', locale).length,
});
