/**
 * The service pages' structure. What the build already refuses is not checked again here: a price
 * or link missing from the settings, a card's words or a service page's file missing in either
 * language, an icon the schema does not know (`npm run assets` stops on each, naming the file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardIconNames } from '../../src/assets/card-icon-names';
import { sectionOrderProblem } from '../../src/content/schema/service-page';

// The sections' one order is the schema's to refuse (sectionOrderProblem; owner-words-rules.test.ts seeds a mistake).
describe('the section order rule', () => {
  it('takes the one order, with none, one or two card grids together', () => {
    expect(sectionOrderProblem(['outcomes', 'process', 'testimonial', 'pricing', 'faq', 'related'])).toBeUndefined();
    expect(sectionOrderProblem(['outcomes', 'process', 'testimonial', 'cards', 'cards', 'pricing', 'faq', 'related'])).toBeUndefined();
  });

  it('refuses three card grids, a kind twice, or one left out', () => {
    expect(sectionOrderProblem(['outcomes', 'process', 'testimonial', 'cards', 'cards', 'cards', 'pricing', 'faq', 'related'])).toMatch(/in this order, each once$/);
    expect(sectionOrderProblem(['outcomes', 'process', 'testimonial', 'pricing', 'faq', 'faq', 'related'])).toBeDefined();
    expect(sectionOrderProblem(['outcomes', 'process', 'pricing', 'faq', 'related'])).toBeDefined();
  });
});

// The schema takes an icon by its name in cardIconNames; the page draws it from the sprite.
it('has a symbol in the card sprite for every icon name the schema takes', () => {
  const sprite = readFileSync(path.resolve(__dirname, '../../src/assets/card-icons.svg'), 'utf8');
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
  expect(cardIconNames.filter((name) => !symbols.has(name))).toEqual([]);
});
