/** The privacy policy and terms as content: their structure, and the rules every Arabic sentence and price must follow. */
import { paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import arPrivacy from '../../src/content/ar/privacy';
import arTerms from '../../src/content/ar/terms';
import enPrivacy from '../../src/content/en/privacy';
import enTerms from '../../src/content/en/terms';
import type { Inline } from '../../src/content/types/common';
import type { LegalContent } from '../../src/content/types/legal';
import { formatNumber } from '../../src/i18n/format';

const runs = (content: LegalContent): Inline[] =>
  content.sections.flatMap((section) =>
    section.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list)).flatMap((text) => (typeof text === 'string' ? [text] : text)),
  );
const plain = (content: LegalContent) => runs(content).map((run) => (typeof run === 'string' ? run : run.text)).join(' ');

describe.each([
  ['privacy', enPrivacy, arPrivacy, 10],
  ['terms', enTerms, arTerms, 11],
] as const)('%s', (_name, en, ar, count) => {
  it(`has ${count} sections in each language, with the same anchors in the same order`, () => {
    expect(en.sections).toHaveLength(count);
    expect(ar.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(new Set(en.sections.map((s) => s.id)).size).toBe(count);
    for (const { id } of en.sections) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('isolates every Latin-script run inside Arabic text and writes no Latin digits there', () => {
    for (const run of runs(ar)) {
      const text = typeof run === 'string' ? run : run.text;
      if (/[A-Za-z]/.test(text)) expect({ text, ltr: typeof run !== 'string' && run.ltr === true }).toEqual({ text, ltr: true });
      if (typeof run === 'string') expect(run).not.toMatch(/[0-9]/);
    }
    for (const section of ar.sections) expect(section.title).not.toMatch(/[A-Za-z0-9]/);
  });
});

it('quotes every price from the pricing table, in each language', () => {
  for (const key of serviceKeys) {
    expect(plain(enTerms)).toContain(`AED ${formatNumber(paidOffers[key].price, 'en')}`);
    expect(plain(arTerms)).toContain(formatNumber(paidOffers[key].price, 'ar'));
  }
});

it('keeps the privacy date live and the terms undated', () => {
  expect([enPrivacy.updated, arPrivacy.updated]).toEqual(['Last updated', 'آخر تحديث']);
  expect([enTerms.updated, arTerms.updated]).toEqual([undefined, undefined]);
});
