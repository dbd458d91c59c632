/**
 * Every kind of content a data file holds, with the schema that checks it and types it: the one
 * list the build (scripts/compile-content.ts), the tests and the editor's configuration read. Its
 * words are `<dir>/<locale>.json`, one file per language.
 */
import type { z } from 'zod';
import type { Output, Schema } from '../../../src/content/schema/fields';
import { founderImageKind } from '../founder-photo';
import { paidOffers } from '../../../src/config/pricing';
import { serviceFile, serviceKeys } from '../../../src/config/services';
import type { Locale } from '../../../src/config/site';
import { labelledStats } from '../../../src/config/stats';
import { aboutSchema } from '../../../src/content/schema/about';
import { blogSchema } from '../../../src/content/schema/blog';
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
import { priceInWords } from '../../../src/i18n/price-words';

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

const portraitAlt = (compiled: Compiled) => (compiled('founder-picture') as FounderPicture)[founderImageKind()];
const withOffers = <T extends object>(words: T, compiled: Compiled) => ({ ...words, offers: compiled('offers') });

/** The shared words first: the pages below take from them. */
export const collections: Collection[] = [
  define({ name: 'ui', dir: 'src/content/shared/ui', label: 'Header, footer and labels', schema: uiSchema, type: { name: 'UiStrings', module: 'ui' } }),
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
  define({ name: 'privacy', dir: 'src/content/pages/privacy', label: 'Privacy policy', schema: legalSchema, type: { name: 'LegalContent', module: 'legal' } }),
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
      const priceList = serviceKeys.map((key) => [
        `${offers.services[key].plainName}: `,
        { text: priceInWords(paidOffers[key].price, locale), whole: true as const },
        ` (${offers.vatNote}) ${offers.services[key].termsFee}`,
      ]);
      return {
        ...words,
        sections: words.sections.map((section) => ({
          ...section,
          blocks: section.blocks.map((block) => ('list' in block ? { list: block.prices ? [...block.list, ...priceList] : block.list } : block)),
        })),
      };
    },
  }),
  define({ name: 'thank-you', dir: 'src/content/pages/thank-you', label: 'Thank-you page', schema: thankYouSchema, type: { name: 'ThankYouContent', module: 'thank-you' } }),
  define({ name: 'not-found', dir: 'src/content/pages/not-found', label: 'Not-found page', schema: notFoundSchema, type: { name: 'NotFoundContent', module: 'not-found' } }),
];

export const dataFile = (collection: Collection, locale: Locale): string => `${collection.dir}/${locale}.json`;
