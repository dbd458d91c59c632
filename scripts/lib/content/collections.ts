/**
 * Every kind of content a data file holds, with the schema that checks it and types it: the one
 * list the build (scripts/compile-content.ts), the tests and the editor's configuration read. Its
 * words are `<dir>/<locale>.json`, one file per language.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { Output, Schema } from '../../../src/content/schema/fields';
import { founderImageKind } from '../founder-photo';
import { analytics } from '../../../src/config/analytics';
import { paidOffers } from '../../../src/config/pricing';
import { kebabCase, serviceFile, serviceKeys, services, type ServiceKey } from '../../../src/config/services';
import type { Locale } from '../../../src/config/site';
import { labelledStats } from '../../../src/config/stats';
import { aboutSchema } from '../../../src/content/schema/about';
import { blogSchema } from '../../../src/content/schema/blog';
import { consentSchema } from '../../../src/content/schema/consent';
import { contactSchema } from '../../../src/content/schema/contact';
import { bookingSchema } from '../../../src/content/schema/booking';
import { figuresSchema } from '../../../src/content/schema/figures';
import { founderSchema } from '../../../src/content/schema/founder';
import { founderPictureSchema } from '../../../src/content/schema/founder-picture';
import { homeSchema } from '../../../src/content/schema/home';
import { legalSchema } from '../../../src/content/schema/legal';
import { notFoundSchema } from '../../../src/content/schema/not-found';
import { offersSchema } from '../../../src/content/schema/offers';
import { servicePageSchema } from '../../../src/content/schema/service-page';
import { servicesSchema } from '../../../src/content/schema/services';
import { thankYouSchema } from '../../../src/content/schema/thank-you';
import { uiSchema } from '../../../src/content/schema/ui';
import { whatsappSchema } from '../../../src/content/schema/whatsapp';
import { priceInWords } from '../../../src/i18n/price-words';
import { routeDef, routeKeys, type MenuKey } from '../../../src/routes/route-table';
import { withAnalyticsWords } from './analytics-words';
import { siteRoot } from '../site-root';

/** The compiled words of a collection compiled before, in the same language. */
type Compiled = (name: string) => unknown;

export interface Collection {
  /** The generated module's name: `src/content/generated/<locale>/<name>.ts`. */
  name: string;
  /** The folder of its data files, from the project root. */
  dir: string;
  /** What the editor calls it. */
  label: string;
  schema: Schema;
  /** The type the generated module declares, and the module (from src/content/types/) that exports it. */
  type: { name: string; module: string };
  /** Puts in what the page shows besides its own words (shared words, figures), from collections listed before it. */
  assemble?: (words: never, locale: Locale, compiled: Compiled) => unknown;
}


const define = <S extends z.ZodType>(collection: Omit<Collection, 'schema' | 'assemble'> & { schema: Schema<S>; assemble?: (words: z.output<S>, locale: Locale, compiled: Compiled) => unknown }) =>
  collection as Collection;

type Figures = Output<typeof figuresSchema>;
type FounderPicture = Output<typeof founderPictureSchema>;
type Offers = Output<typeof offersSchema>;

const withoutCookieSettings = <T extends { cookieSettings: string }>({ cookieSettings, ...footer }: T) => (analytics.googleAnalytics ? { ...footer, cookieSettings } : footer);

const portraitAlt = (compiled: Compiled) => (compiled('founder-picture') as FounderPicture)[founderImageKind()];
const withOffers = <T extends object>(words: T, compiled: Compiled) => ({ ...words, offers: compiled('offers') });

/** The shared words first: the pages below take from them. */
const listedCollections: Collection[] = [
  define({
    name: 'ui',
    dir: 'src/content/shared/ui',
    label: 'Header, footer and labels',
    schema: uiSchema,
    type: { name: 'UiStrings', module: 'ui' },
    // A page the shared words do not name in the menu names itself, in its own words' `menuLabel`.
    // The cookie settings link is there only while Google Analytics is: off, not a byte of it reaches a page.
    assemble: (words, locale, compiled) => ({ ...words, nav: { ...menuLabels(locale, compiled), ...words.nav }, footer: withoutCookieSettings(words.footer) }),
  }),
  // The consent banner's chunk imports them (src/analytics/consent-banner.ts), while Google Analytics is on.
  define({ name: 'consent', dir: 'src/content/shared/consent', label: 'Cookie banner (Google Analytics)', schema: consentSchema, type: { name: 'ConsentWords', module: 'consent' } }),
  // The button's own chunk imports them (src/components/layout/whatsapp-button.tsx), while the settings show it.
  define({ name: 'whatsapp', dir: 'src/content/shared/whatsapp', label: 'WhatsApp button (name and greeting)', schema: whatsappSchema, type: { name: 'WhatsAppWords', module: 'whatsapp' } }),
  define({ name: 'offers', dir: 'src/content/shared/offers', label: 'Services and offers (cards and prices)', schema: offersSchema, type: { name: 'OffersContent', module: 'offers' } }),
  define({ name: 'figures', dir: 'src/content/shared/figures', label: 'Figures (labels)', schema: figuresSchema, type: { name: 'FigureLabels', module: 'figures' } }),
  define({
    name: 'founder-picture',
    dir: 'src/content/shared/founder-picture',
    label: "Founder's picture (description)",
    schema: founderPictureSchema,
    type: { name: 'FounderPictureWords', module: 'founder-picture' },
  }),
  define({
    name: 'home',
    dir: 'src/content/pages/home',
    label: 'Home page',
    schema: homeSchema,
    type: { name: 'HomeContent', module: 'home' },
    assemble: (words, _locale, compiled) =>
      withOffers(
        {
          ...words,
          stats: { ...words.stats, items: labelledStats(compiled('figures') as Figures) },
          founder: { ...words.founder, portraitAlt: portraitAlt(compiled) },
        },
        compiled,
      ),
  }),
  define({
    name: 'about',
    dir: 'src/content/pages/about',
    label: 'About page',
    schema: aboutSchema,
    type: { name: 'AboutContent', module: 'about' },
    assemble: (words, _locale, compiled) => ({ ...words, story: { ...words.story, figures: labelledStats(compiled('figures') as Figures) } }),
  }),
  define({
    name: 'founder',
    dir: 'src/content/pages/founder',
    label: "Founder's page",
    schema: founderSchema,
    type: { name: 'FounderContent', module: 'founder' },
    assemble: (words, _locale, compiled) => ({ ...words, hero: { ...words.hero, portraitAlt: portraitAlt(compiled) } }),
  }),
  define({
    name: 'services',
    dir: 'src/content/pages/services',
    label: 'Services page',
    schema: servicesSchema,
    type: { name: 'ServicesContent', module: 'services' },
    assemble: (words, _locale, compiled) => withOffers(words, compiled),
  }),
  ...serviceKeys.map((key) =>
    define({
      name: `service-pages/${serviceFile(key)}`,
      dir: `src/content/service-pages/${serviceFile(key)}`,
      label: `Service page: ${serviceFile(key).replace(/-/g, ' ')}`,
      schema: servicePageSchema,
      type: { name: 'ServicePageContent', module: 'service-page' },
      assemble: (words, _locale, compiled) => withOffers(words, compiled),
    }),
  ),
  define({
    name: 'booking',
    dir: 'src/content/pages/booking',
    label: 'Booking page',
    schema: bookingSchema,
    type: { name: 'BookingContent', module: 'booking' },
    assemble: (words, _locale, compiled) => withOffers(words, compiled),
  }),
  define({ name: 'blog', dir: 'src/content/pages/blog', label: 'Blog (list and post pages)', schema: blogSchema, type: { name: 'BlogWordsContent', module: 'blog' } }),
  define({ name: 'contact', dir: 'src/content/pages/contact', label: 'Contact page', schema: contactSchema, type: { name: 'ContactContent', module: 'contact' } }),
  define({
    name: 'privacy',
    dir: 'src/content/pages/privacy',
    label: 'Privacy policy',
    schema: legalSchema,
    type: { name: 'LegalContent', module: 'legal' },
    // What the site counts of a visit, and with whom, as the analytics settings choose.
    assemble: (words) => withAnalyticsWords(words, analytics),
  }),
  define({
    name: 'terms',
    dir: 'src/content/pages/terms',
    label: 'Terms and conditions',
    schema: legalSchema,
    type: { name: 'LegalContent', module: 'legal' },
    // The price list is written from the offers' names and the prices, so a new price shows there too,
    // and says whether it includes VAT in the cards' words, which the setting picks.
    assemble: (words, locale, compiled) => {
      const offers = compiled('offers') as Offers;
      // The price with its currency is kept whole on one line (a run marked `whole`).
      // While some sessions are paid as they are booked and others apart, the list says which are
      // ('VAT included, paid when you book'), and the payment clause below refers to it.
      const paidWhenBooked = new Set(services.filter((service) => service.paymentInBooking).map((service) => service.key));
      const notes = (key: ServiceKey) =>
        new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format([offers.vatNote, ...(paidWhenBooked.has(key) && offers.termsPaidWhenBooked ? [offers.termsPaidWhenBooked] : [])]);
      const priceList = serviceKeys.map((key) => [
        `${offers.services[key].plainName}: `,
        { text: priceInWords(paidOffers[key].price, locale), whole: true as const },
        ` (${notes(key)}) ${offers.services[key].termsFee}`,
      ]);
      const written = withAnalyticsWords(words, analytics);
      return {
        ...written,
        sections: written.sections.map((section) => ({
          ...section,
          blocks: section.blocks.map((block) => ('list' in block ? { list: block.prices ? [...block.list, ...priceList] : block.list } : block)),
        })),
      };
    },
  }),
  define({ name: 'thank-you', dir: 'src/content/pages/thank-you', label: 'Thank-you page', schema: thankYouSchema, type: { name: 'ThankYouContent', module: 'thank-you' } }),
  define({ name: 'not-found', dir: 'src/content/pages/not-found', label: 'Not-found page', schema: notFoundSchema, type: { name: 'NotFoundContent', module: 'not-found' } }),
];

/**
 * A page whose words are its own alone needs no entry above: a route of the table whose folder
 * `src/content/pages/<route>/` is not listed is a collection by its files, checked and typed by
 * `src/content/schema/<route>.ts`, which exports `schema` (a function of the language's word
 * builders, as every schema is), its output as the type `Content`, and the editor's `label`.
 */
const listedDirs = new Set(listedCollections.map((collection) => collection.dir));
const pageDir = (key: string) => `src/content/pages/${kebabCase(key)}`;
const byConvention: Collection[] = routeKeys
  .filter((key) => !listedDirs.has(pageDir(key)) && existsSync(path.join(siteRoot(), pageDir(key))))
  .map((key) => {
    const name = kebabCase(key);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the page's schema is found by its name
    const { schema, label } = require(`../../../src/content/schema/${name}`) as { schema: Schema; label: string };
    // The type lives beside the schema: the generated module imports it from types/../schema/.
    return { name, dir: pageDir(key), label, schema, type: { name: 'Content', module: `../schema/${name}` } };
  });

export const collections: Collection[] = [...listedCollections, ...byConvention];

/** The menu labels the pages' own words give (`menuLabel`), for the routes the menu lists. */
function menuLabels(locale: Locale, compiled: Compiled): Partial<Record<MenuKey, string>> {
  return Object.fromEntries(
    routeKeys
      .filter((key) => routeDef(key).menu && byConvention.some((collection) => collection.name === kebabCase(key)))
      .map((key) => {
        const label = (compiled(kebabCase(key)) as { menuLabel?: string } | undefined)?.menuLabel;
        if (label === undefined) throw new Error(`${pageDir(key)}/${locale}.json: menuLabel is missing: the menu lists the page (src/routes/route-table.ts)`);
        return [key, label];
      }),
  );
}

export const dataFile = (collection: Collection, locale: Locale): string => `${collection.dir}/${locale}.json`;
