/**
 * Every kind of content a data file holds, found by its folder, with the schema that checks it and
 * types it: the one list the build (scripts/compile-content.ts), the tests and the editor's
 * configuration read. Its words are `<dir>/<locale>.json`, one file per language.
 *
 * A folder `src/content/pages/<name>/` (a page's words) or `src/content/shared/<name>/` (words
 * several pages share) is checked and typed by `src/content/schema/<name>.ts`, which exports
 * `schema` (a function of the language's word builders), the editor's `label` and the type
 * `Content` the generated module declares. The service pages share one schema, `service-page.ts`.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Output, Schema } from '../../../src/content/schema/fields';
import type * as about from '../../../src/content/schema/about';
import type * as booking from '../../../src/content/schema/booking';
import type * as figures from '../../../src/content/schema/figures';
import type * as founder from '../../../src/content/schema/founder';
import type * as founderPicture from '../../../src/content/schema/founder-picture';
import type * as home from '../../../src/content/schema/home';
import type * as offers from '../../../src/content/schema/offers';
import type * as servicePage from '../../../src/content/schema/service-page';
import type * as services from '../../../src/content/schema/services';
import type * as legal from '../../../src/content/schema/legal';
import type * as ui from '../../../src/content/schema/ui';
import { founderImageKind } from '../founder-photo';
import { analytics } from '../../../src/config/analytics';
import { paidOffers } from '../../../src/config/pricing';
import { serviceKeys, services as serviceSettings, type ServiceKey } from '../../../src/config/services';
import type { Locale } from '../../../src/config/site';
import { labelledStats } from '../../../src/config/stats';
import { priceInWords } from '../../../src/i18n/price-words';
import { menuKeys, routeKeys, wordsOf, type MenuKey } from '../../../src/routes/route-table';
import { withAnalyticsWords } from './analytics-words';
import { projectRoot, siteRoot } from '../site-root';

/** The compiled words of another collection, in the same language. */
type Compiled = (name: string) => unknown;

type Assemble = (words: never, locale: Locale, compiled: Compiled) => unknown;

export interface Collection {
  /** The generated module's name: `src/content/generated/<locale>/<name>.ts`. */
  name: string;
  /** The folder of its data files, from the project root. */
  dir: string;
  /** What the editor calls it. */
  label: string;
  schema: Schema;
  /** Its schema's module under src/content/schema/, which exports the type `Content`. */
  schemaModule: string;
  /** Puts in what the page shows besides its own words (shared words, figures), from the other collections. */
  assemble?: Assemble;
}

/** The groups of folders, each a collection a folder: where the folders are, which schema checks one. */
const groups = [
  { dir: 'src/content/shared', schemaOf: (name: string) => name, nameOf: (name: string) => name, labelOf: (label: string) => label },
  { dir: 'src/content/pages', schemaOf: (name: string) => name, nameOf: (name: string) => name, labelOf: (label: string) => label },
  // One schema for every service: the pages share one template and one order of sections.
  {
    dir: 'src/content/service-pages',
    schemaOf: () => 'service-page',
    nameOf: (name: string) => `service-pages/${name}`,
    labelOf: (label: string, name: string) => `${label}: ${name.replace(/-/g, ' ')}`,
  },
];

/** What a page shows besides its own words, by its schema's module: the type it declares (`Content`) holds the compiler to it. */
const assemble = <S extends Schema, C>(put: (words: Output<S>, locale: Locale, compiled: Compiled) => C): Assemble => put as Assemble;

const withoutCookieSettings = <T extends { cookieSettings: string }>({ cookieSettings, ...footer }: T) => (analytics.googleAnalytics ? { ...footer, cookieSettings } : footer);
const portraitAlt = (compiled: Compiled) => (compiled('founder-picture') as founderPicture.Content)[founderImageKind()];
const figureList = (compiled: Compiled) => labelledStats(compiled('figures') as figures.Content);
const withOffers = <T extends object>(words: T, compiled: Compiled) => ({ ...words, offers: compiled('offers') as offers.Content });

const assembled: Record<string, Assemble> = {
  // A page the shared words do not name in the menu names itself, in its own words' `menuLabel`.
  // The cookie settings link is there only while Google Analytics is: off, not a byte of it reaches a page.
  ui: assemble<typeof ui.schema, ui.Content>((words, locale, compiled) => ({
    ...words,
    nav: { ...menuLabels(words.nav, locale, compiled), ...words.nav },
    footer: withoutCookieSettings(words.footer),
  })),
  home: assemble<typeof home.schema, home.Content>((words, _locale, compiled) =>
    withOffers({ ...words, stats: { ...words.stats, items: figureList(compiled) }, founder: { ...words.founder, portraitAlt: portraitAlt(compiled) } }, compiled),
  ),
  about: assemble<typeof about.schema, about.Content>((words, _locale, compiled) => ({ ...words, story: { ...words.story, figures: figureList(compiled) } })),
  founder: assemble<typeof founder.schema, founder.Content>((words, _locale, compiled) => ({ ...words, hero: { ...words.hero, portraitAlt: portraitAlt(compiled) } })),
  services: assemble<typeof services.schema, services.Content>((words, _locale, compiled) => withOffers(words, compiled)),
  'service-page': assemble<typeof servicePage.schema, servicePage.Content>((words, _locale, compiled) => withOffers(words, compiled)),
  booking: assemble<typeof booking.schema, booking.Content>((words, _locale, compiled) => withOffers(words, compiled)),
  // What the site counts of a visit, and with whom, as the analytics settings choose.
  privacy: assemble<typeof legal.schema, legal.Content>((words) => withAnalyticsWords(words, analytics)),
  // The price list is written from the offers' names and the prices, so a new price shows there too,
  // and says whether it includes VAT in the cards' words, which the setting picks.
  terms: assemble<typeof legal.schema, legal.Content>((words, locale, compiled) => {
    const shared = compiled('offers') as offers.Content;
    // The price with its currency is kept whole on one line (a run marked `whole`).
    // While some sessions are paid as they are booked and others apart, the list says which are
    // ('VAT included, paid when you book'), and the payment clause below refers to it.
    const paidWhenBooked = new Set(serviceSettings.filter((service) => service.paymentInBooking).map((service) => service.key));
    const notes = (key: ServiceKey) =>
      new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format([shared.vatNote, ...(paidWhenBooked.has(key) && shared.termsPaidWhenBooked ? [shared.termsPaidWhenBooked] : [])]);
    const priceList = serviceKeys.map((key) => [
      `${shared.services[key].plainName}: `,
      { text: priceInWords(paidOffers[key].price, locale), whole: true as const },
      ` (${notes(key)}) ${shared.services[key].termsFee}`,
    ]);
    const written = withAnalyticsWords(words, analytics);
    return {
      ...written,
      sections: written.sections.map((section) => ({
        ...section,
        blocks: section.blocks.map((block) => ('list' in block ? { list: 'prices' in block && block.prices ? [...block.list, ...priceList] : block.list } : block)),
      })),
    };
  }),
};

/** A folder's collection: its schema's module, found by the folder's name under `code` (the project, or a test's copy). */
function collectionOf(group: (typeof groups)[number], folder: string, code: string): Collection {
  const schemaModule = group.schemaOf(folder);
  const file = path.join(code, 'src/content/schema', `${schemaModule}.ts`);
  const dir = `${group.dir}/${folder}`;
  if (!existsSync(file)) throw new Error(`${dir}/: no schema checks its words: add src/content/schema/${schemaModule}.ts (exports schema, label and the type Content)`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the schema is found by the folder's name
  const module = require(file) as { schema?: Schema; label?: string };
  if (typeof module.schema !== 'function' || typeof module.label !== 'string') throw new Error(`src/content/schema/${schemaModule}.ts: exports no schema or no label: a collection's schema exports both`);
  return { name: group.nameOf(folder), dir, label: group.labelOf(module.label, folder), schema: module.schema, schemaModule, assemble: assembled[schemaModule] };
}

/** Where a page's words come in the list (and the editor's): in the route table's order, a page no route names (not-found) after them. */
const routeOrder = (collection: Collection) => {
  const index = routeKeys.findIndex((key) => wordsOf(key) === collection.name);
  return index === -1 ? routeKeys.length : index;
};

/**
 * Every collection of the words under `from` (the owner's site, or the tests'), each by its folder:
 * the shared words, then the pages in the route table's order; `code` is where the schemas are.
 */
export function collectionsIn(from: string = siteRoot(), code: string = projectRoot): Collection[] {
  return groups.flatMap((group) => {
    const root = path.join(from, group.dir);
    const folders = existsSync(root) ? readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort() : [];
    const found = folders.map((folder) => collectionOf(group, folder, code));
    return group.dir === 'src/content/shared' ? found : found.sort((a, b) => routeOrder(a) - routeOrder(b));
  });
}

export const collections: Collection[] = collectionsIn();

/** The menu labels the pages' own words give (`menuLabel`), for the routes the menu lists that the shared words do not name. */
function menuLabels(named: Partial<Record<string, string>>, locale: Locale, compiled: Compiled): Partial<Record<MenuKey, string>> {
  return Object.fromEntries(
    menuKeys
      .filter((key) => named[key] === undefined)
      .map((key) => {
        const label = (compiled(wordsOf(key)) as { menuLabel?: string } | undefined)?.menuLabel;
        if (label === undefined) throw new Error(`src/content/pages/${wordsOf(key)}/${locale}.json: menuLabel is missing: the menu lists the page (src/routes/route-table.ts) and the shared words do not name it`);
        return [key, label];
      }),
  );
}

export const dataFile = (collection: Collection, locale: Locale): string => `${collection.dir}/${locale}.json`;
