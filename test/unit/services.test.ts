/**
 * The service pages' structure. What the build already refuses is not checked again here: a price
 * or link missing from the settings, a card's words or a service page's file missing in either
 * language, an icon the schema does not know (`npm run assets` stops on each, naming the file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageRegistry } from '../../src/app/page-registry';
import { cardIconNames } from '../../src/assets/card-icon-names';
import { serviceKeys, type ServiceKey } from '../../src/config/services';
import type { Locale } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { serviceSectionOrder, type ServicePageContent } from '../../src/content/types/service-page';

describe('service page sections', () => {
  const pages = serviceKeys.flatMap((key) => locales.map((locale) => [key, locale] as const));
  const contentOf = (key: ServiceKey, locale: Locale) => pageRegistry[key]!.content(locale, {}) as Promise<ServicePageContent>;

  it.each(pages)('%s (%s) follows the one section order, every kind once but the cards', async (key, locale) => {
    const kinds = (await contentOf(key, locale)).sections.map((section) => section.kind);
    // Runs of cards count once: a page may list none, one or two card grids.
    const runs = kinds.filter((kind, i) => kind !== kinds[i - 1]);
    expect(runs).toEqual(serviceSectionOrder.filter((kind) => kind !== 'cards' || kinds.includes('cards')));
    expect(kinds.filter((kind) => kind === 'cards').length).toBeLessThanOrEqual(2);
  });
});

// The schema takes an icon by its name in cardIconNames; the page draws it from the sprite.
it('has a symbol in the card sprite for every icon name the schema takes', () => {
  const sprite = readFileSync(path.resolve(__dirname, '../../src/assets/card-icons.svg'), 'utf8');
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
  expect(cardIconNames.filter((name) => !symbols.has(name))).toEqual([]);
});
