/** The privacy policy and terms as content: their structure, and the rules every Arabic sentence and price must follow. */
import { paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import { legal, type Jurisdiction } from '../../src/config/legal';
import arPrivacy from '../../src/content/generated/ar/privacy';
import arTerms from '../../src/content/generated/ar/terms';
import enPrivacy from '../../src/content/generated/en/privacy';
import enTerms from '../../src/content/generated/en/terms';
import arOffers from '../../src/content/generated/ar/offers';
import enOffers from '../../src/content/generated/en/offers';
import type { Inline } from '../../src/content/schema/fields';
import type { Content as LegalContent } from '../../src/content/schema/legal';
import type { LegalSettings } from '../../src/config/schema/legal';
import { policies } from '../../src/config/policies';
import { arabicDuration } from '../../src/i18n/duration-ar';
import { englishDuration } from '../../src/i18n/duration-en';
import { formatNumber } from '../../src/i18n/format';
import { priceInWords } from '../../src/i18n/price-words';
import { specWords } from '../spec/words';
import { builtFixture, builtSettings, fixtureData, withSettings } from '../support/settings-fixtures';

const runs = (content: LegalContent): Inline[] =>
  content.sections.flatMap((section) =>
    section.blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list)).flatMap((text) => (typeof text === 'string' ? [text] : text)),
  );
const plain = (content: LegalContent) => runs(content).map((run) => (typeof run === 'string' ? run : run.text)).join(' ');

// The two languages' sections, paragraphs, lists and facts in step, and no Latin digits or English
// words in the Arabic, are the build's to refuse (scripts/lib/content/in-step.ts, house-style.ts;
// owner-words-rules.test.ts seeds each mistake).

it('quotes every price from the pricing table, in each language, the Arabic noun agreeing with it', () => {
  for (const key of serviceKeys) {
    expect(plain(enTerms)).toContain(priceInWords(paidOffers[key].price, 'en'));
    expect(plain(arTerms)).toContain(priceInWords(paidOffers[key].price, 'ar'));
  }
});

it('says with every price whether it includes VAT, in the words the cards use', () => {
  for (const [terms, offers] of [
    [enTerms, enOffers],
    [arTerms, arOffers],
  ] as const) {
    const prices = serviceKeys.map((key) => priceInWords(paidOffers[key].price, offers === enOffers ? 'en' : 'ar'));
    // A list's lines, each as the words it reads (the price is a run of its own, kept whole).
    const lines = terms.sections
      .flatMap((section) => section.blocks.flatMap((block) => ('list' in block ? block.list : [])))
      .map((line) => (typeof line === 'string' ? line : line.map((run) => (typeof run === 'string' ? run : run.text)).join('')))
      .filter((line) => prices.some((price) => line.includes(price)));
    expect(lines).toHaveLength(serviceKeys.length);
    for (const line of lines) expect(line).toContain(offers.vatNote);
  }
});

it('gives the retention periods and the reply time from the settings, in both languages', () => {
  const retention = (content: LegalContent) => plain({ ...content, sections: content.sections.filter((s) => s.id === 'retention') });
  expect(retention(enPrivacy)).toContain(`within ${englishDuration(policies.enquiryRetentionMonths, 'month')}`);
  expect(retention(enPrivacy)).toContain(`for ${englishDuration(policies.recordRetentionYears, 'year')} after your last session`);
  expect(retention(arPrivacy)).toContain(`خلال ${arabicDuration(policies.enquiryRetentionMonths, 'month', 'oblique')}`);
  expect(retention(arPrivacy)).toContain(`لمدة ${arabicDuration(policies.recordRetentionYears, 'year', 'oblique')}`);
  expect(plain(enPrivacy)).toContain(`within ${englishDuration(policies.replyHours, 'hour')}`);
  expect(plain(arPrivacy)).toContain(`خلال ${arabicDuration(policies.replyHours, 'hour', 'oblique')}`);
});

it('keeps the privacy date live and the terms undated', () => {
  expect(enPrivacy.updated).toBe(specWords.privacy.updated);
  expect(arPrivacy.updated?.trim()).toBeTruthy();
  expect([enTerms.updated, arTerms.updated]).toEqual([undefined, undefined]);
});

describe('who the client deals with', () => {
  it.each([
    ['privacy', enPrivacy, arPrivacy],
    ['terms', enTerms, arTerms],
  ] as const)('the %s name the legal entity, its trade licence, the issuing authority and the registered address', (_name, en, ar) => {
    const [enIntro, arIntro] = [en, ar].map((content) => plain({ ...content, sections: content.sections.slice(0, 1) }));
    for (const [text, locale] of [[enIntro, 'en'], [arIntro, 'ar']] as const) {
      expect(text).toContain(legal.entity[locale]);
      expect(text).toContain(legal.licenceNumber);
      expect(text).toContain(legal.licenceAuthority[locale]);
      expect(text).toContain(legal.registeredAddress[locale]);
    }
  });

  it('says in both languages, on both pages, that the English text prevails', () => {
    for (const content of [enPrivacy, enTerms]) expect(plain(content)).toMatch(/English version prevails/);
    for (const content of [arPrivacy, arTerms]) expect(plain(content)).toMatch(/فالنص الإنجليزي هو المعتمد/);
  });

  it('asks for explicit consent to the sensitive information shared in sessions, in both languages', () => {
    expect(plain(enPrivacy)).toMatch(/explicit consent, for the sensitive information you share in sessions/);
    expect(plain(arPrivacy)).toMatch(/موافقتك الصريحة على ما تشاركه في الجلسات من معلومات حسّاسة/);
  });

  it('promises the refund as a right in both languages', () => {
    const refunds = (content: LegalContent) => plain({ ...content, sections: content.sections.filter((s) => s.id === 'refunds') });
    expect(refunds(enTerms)).toMatch(/you are then entitled to a refund/);
    expect(refunds(arTerms)).toMatch(/يحق لك/);
  });
});

/**
 * The privacy policy and the terms as they read with the business licensed in `jurisdiction`: the
 * tests' own settings, so that the owner's authority or address naming a place changes nothing here.
 */
function legalTexts(jurisdiction: Jurisdiction) {
  const settings = { ...builtSettings('template'), legal: builtFixture<LegalSettings>('template', 'legal', (data) => (data.jurisdiction = jurisdiction)) };
  return withSettings(settings, (load) => {
    const { compileAll } = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile');
    const { values } = compileAll();
    const read = (name: string, locale: string) => {
      const content = values.find((entry) => entry.collection.name === name && entry.locale === locale)!.value as LegalContent;
      return plain({ ...content, sections: content.sections.filter((s) => ['introduction', 'your-rights', 'governing-law'].includes(s.id)) });
    };
    return {
      enPrivacy: read('privacy', 'en'),
      arPrivacy: read('privacy', 'ar'),
      enTerms: read('terms', 'en'),
      arTerms: read('terms', 'ar'),
    };
  });
}

describe('the law follows the licence', () => {
  it('onshore Abu Dhabi: the Emirate\'s courts and the UAE personal data law', () => {
    const texts = legalTexts('abu-dhabi');
    const { city } = fixtureData('template', 'site');
    expect(texts.enTerms).toContain(`courts of the Emirate of ${city.en} have exclusive jurisdiction`);
    expect(texts.arTerms).toContain(`محاكم إمارة ${city.ar} وحدها`);
    expect(texts.enPrivacy).toContain('Federal Decree-Law No. 45 of 2021');
    expect(texts.arPrivacy).toContain(`المرسوم بقانون اتحادي رقم (${formatNumber(45, 'ar')})`);
    for (const text of Object.values(texts)) expect(text).not.toMatch(/ADGM|سوق أبوظبي العالمي/);
  });

  it('ADGM: the ADGM Courts and the ADGM Data Protection Regulations 2021', () => {
    const texts = legalTexts('adgm');
    expect(texts.enTerms).toContain('ADGM Courts have exclusive jurisdiction');
    expect(texts.arTerms).toContain('محاكم سوق أبوظبي العالمي وحدها');
    expect(texts.enPrivacy).toContain('Data Protection Regulations 2021 of the Abu Dhabi Global Market');
    expect(texts.arPrivacy).toContain('لوائح حماية البيانات لسنة');
    for (const text of Object.values(texts)) expect(text).not.toMatch(/Decree-Law|مرسوم/);
  });
});
