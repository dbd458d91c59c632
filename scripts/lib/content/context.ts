/**
 * What a sentence in a data file may quote in each language: the facts by name (`{city}`), the
 * pages and contacts it may link to, the founder's grammar. Read from the settings, so a changed
 * fact changes every sentence that quotes it.
 */
import { analytics } from '../../../src/config/analytics';
import { legal } from '../../../src/config/legal';
import { policies } from '../../../src/config/policies';
import { discoveryOffer, paidOffers } from '../../../src/config/pricing';
import { serviceKeys } from '../../../src/config/services';
import { mailtoHref, site, whatsappHref, type Locale } from '../../../src/config/site';
import { yearsOfExperience } from '../../../src/config/stats';
import { arabicDuration, arabicUnitNoun } from '../../../src/i18n/duration-ar';
import { capitalised, englishDuration, englishUnitNoun } from '../../../src/i18n/duration-en';
import type { TimeUnit } from '../../../src/i18n/format';
import { priceInWords } from '../../../src/i18n/price-words';
import { pathFor } from '../../../src/routes/paths';
import { routeDef, routeKeys } from '../../../src/routes/route-table';
import { resolveText, type TextContext, type TokenValue } from '../../../src/content/schema/text';
import { jurisdictionWords } from './jurisdiction';

const plain = (text: string | number): TokenValue => ({ text: String(text) });
const ltr = (text: string): TokenValue => ({ text, ltr: true });
/** A number or code read as one, never broken across lines (a phone or licence number, a price with its currency). */
const whole = (value: TokenValue): TokenValue => ({ ...value, whole: true });

/**
 * The nouns a fact's words already carry, in either language, every form and the usual synonyms:
 * '{years} years' or '{years} عاماً' would say the noun twice, so a sentence writing it is refused.
 */
const unitNouns: Record<TimeUnit | 'money', readonly string[]> = {
  minute: ['minute', 'minutes', 'mins', 'دقيقة', 'دقائق', 'دقيقتان', 'دقيقتين'],
  hour: ['hour', 'hours', 'hrs', 'ساعة', 'ساعات', 'ساعتان', 'ساعتين'],
  day: ['day', 'days', 'يوم', 'يوماً', 'يومًا', 'يوما', 'أيام', 'يومان', 'يومين'],
  month: ['month', 'months', 'شهر', 'شهراً', 'شهرًا', 'شهرا', 'أشهر', 'شهور', 'شهران', 'شهرين'],
  year: ['year', 'years', 'yrs', 'عام', 'عاماً', 'عامًا', 'عاما', 'أعوام', 'عامان', 'عامين', 'سنة', 'سنوات', 'سنين', 'سنتان', 'سنتين'],
  money: ['AED', 'dirham', 'dirhams', 'درهم', 'درهماً', 'درهمًا', 'دراهم', 'درهمان', 'درهمين'],
};
const counted = (text: string, unit: keyof typeof unitNouns): TokenValue => ({ text, noun: unitNouns[unit] });

/** Each fact's words in one language, by the name a sentence quotes it with. */
function tokens(locale: Locale): Record<string, TokenValue> {
  const en = locale === 'en';
  // A period as a sentence quotes it: after a preposition or as an object in Arabic ('خلال ساعتين'، 'خبرة تقارب عامين').
  const period = (value: number, unit: TimeUnit) => counted(en ? englishDuration(value, unit) : arabicDuration(value, unit, 'oblique'), unit);
  const perService = (name: string, value: (key: (typeof serviceKeys)[number]) => TokenValue) =>
    Object.fromEntries(serviceKeys.map((key) => [`${name}:${key}`, value(key)]));
  return {
    brand: plain(site.brand[locale]),
    brandShort: plain(site.brandShort[locale]),
    city: plain(site.city[locale]),
    country: plain(site.country[locale]),
    countryShort: plain(site.countryShort[locale]),
    founderName: plain(site.founder.name[locale]),
    founderFirstName: plain(site.founder.name[locale].split(' ')[0] ?? ''),
    email: ltr(site.contact.email),
    phone: whole(ltr(site.contact.phoneDisplay)),
    // The years of experience with their noun: '20 years', '٢٠ عاماً', '٥ أعوام'. Write 'with {years} of experience', never '{years} years'.
    years: period(yearsOfExperience, 'year'),
    // Their noun alone, for a label under the figure (the figures band): 'عاماً' under ٢٠, 'أعوام' under ٥.
    yearsNoun: plain(en ? englishUnitNoun(yearsOfExperience, 'year') : arabicUnitNoun(yearsOfExperience, 'year')),
    // The free discovery session's length: 'two hours' / 'ساعتان'; before a noun, 'two-hour'; after a preposition, 'ساعتين'.
    discoveryLength: counted(en ? englishDuration(discoveryOffer.hours, 'hour') : arabicDuration(discoveryOffer.hours, 'hour'), 'hour'),
    discoveryLengthBefore: counted(en ? englishDuration(discoveryOffer.hours, 'hour', 'adjective') : arabicDuration(discoveryOffer.hours, 'hour', 'oblique'), 'hour'),
    discoveryLengthOblique: period(discoveryOffer.hours, 'hour'),
    noticePeriod: period(policies.noticeHours, 'hour'),
    noticePeriodBefore: counted(en ? englishDuration(policies.noticeHours, 'hour', 'adjective') : arabicDuration(policies.noticeHours, 'hour', 'oblique'), 'hour'),
    noticeGiven: counted(en ? `${englishDuration(policies.noticeHours, 'hour', 'possessive')} notice` : arabicDuration(policies.noticeHours, 'hour', 'oblique'), 'hour'),
    replyTime: period(policies.replyHours, 'hour'),
    refundTime: period(policies.refundDays, 'day'),
    dataRequestTime: period(policies.dataRequestDays, 'day'),
    enquiryRetention: period(policies.enquiryRetentionMonths, 'month'),
    notesRetention: period(policies.notesRetentionMonths, 'month'),
    recordRetention: period(policies.recordRetentionYears, 'year'),
    legalEntity: plain(legal.entity[locale]),
    licenceNumber: whole(ltr(legal.licenceNumber)),
    licenceAuthority: plain(legal.licenceAuthority[locale]),
    registeredAddress: plain(legal.registeredAddress[locale]),
    // A price as running text writes it: 'AED 500', '٥٠٠ درهم إماراتي', '٢٥٠ درهماً إماراتياً'.
    ...perService('price', (key) => whole(counted(priceInWords(paidOffers[key].price, locale), 'money'))),
    ...perService('sessionLength', (key) => counted(en ? englishDuration(paidOffers[key].minutes, 'minute') : arabicDuration(paidOffers[key].minutes, 'minute'), 'minute')),
    ...perService('sessionLengthBefore', (key) =>
      counted(en ? englishDuration(paidOffers[key].minutes, 'minute', 'adjective') : arabicDuration(paidOffers[key].minutes, 'minute'), 'minute'),
    ),
    // Google Analytics' cookies by name (its cookie-usage page): the second carries the measurement ID without its 'G-'.
    gaUserCookie: whole(ltr('_ga')),
    gaSessionCookie: whole(ltr(`_ga_${analytics.googleAnalytics?.measurementId.replace(/^G-/, '') ?? '<ID>'}`)),
    ...(en ? { discoveryLengthCapitalised: counted(capitalised(englishDuration(discoveryOffer.hours, 'hour')), 'hour') } : {}),
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
}

export const languageContext = (locale: Locale): LanguageContext => ({
  text: { tokens: withJurisdiction(tokens(locale), locale), links: links(locale), founder: site.founder.gender, rtl: locale === 'ar' },
});
