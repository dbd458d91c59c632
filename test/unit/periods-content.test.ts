/**
 * The copy quotes the discovery session's length, the notice, refund, reply
 * and data-request periods from the config: with other values in the config,
 * every page's words change with them and none of the first values is left.
 * The first are the template's (the tests' own settings), whatever the
 * owner's are; the phrases expected are the facts' own words (a period with
 * its noun, in its form and case), never the sentence around them, which is
 * the owner's to write.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { PoliciesSettings } from '../../src/config/schema/policies';
import type { ServicesSettings } from '../../src/config/schema/services';
import { builtFixture } from '../support/settings-fixtures';

/** The modules in a language's own folder (the blog's: its words joined to the compiled posts). */
const modules = (locale: 'en' | 'ar') =>
  readdirSync(path.resolve(__dirname, `../../src/content/${locale}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''));

/** Every page's words in a language, as the build compiles them from the data files, with these values in the config. */
function allCopy(locale: 'en' | 'ar', config: { hours: number } & typeof import('../../src/config/policies').policies): string {
  let text = '';
  jest.isolateModules(() => {
    const { hours, ...rules } = config;
    jest.doMock('../../src/config/policies', () => ({ policies: rules }));
    jest.doMock('../../src/config/pricing', () => {
      const actual: typeof import('../../src/config/pricing') = jest.requireActual('../../src/config/pricing');
      return { ...actual, discoveryOffer: { ...actual.discoveryOffer, hours } };
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
    const { compileAll } = require('../../scripts/lib/content/compile') as typeof import('../../scripts/lib/content/compile');
    const { values, problems } = compileAll();
    expect(problems).toEqual([]);
    text = values.filter((entry) => entry.locale === locale).map((entry) => JSON.stringify(entry.value)).join('\n');
    for (const page of modules(locale)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
      const content: { default?: unknown } = require(`../../src/content/${locale}/${page}`);
      text += `${JSON.stringify(content.default)}\n`;
    }
  });
  return text;
}

/** The template's periods (the tests' own settings), whatever the owner's say. */
const template = { hours: builtFixture<ServicesSettings>('template', 'services').discovery.hours, ...builtFixture<PoliciesSettings>('template', 'policies') };
const changed = { hours: 3, noticeHours: 72, refundDays: 10, replyHours: 12, dataRequestDays: 45, enquiryRetentionMonths: 6, notesRetentionMonths: 18, recordRetentionYears: 7 };

describe('English copy', () => {
  it('quotes the periods of the config', () => {
    const text = allCopy('en', template);
    for (const phrase of ['two-hour', 'two hours', 'Two hours', '48 hours’ notice', '48-hour', '24 hours', '14 days', '30 days', '12 months', 'five years']) {
      expect(text).toContain(phrase);
    }
  });

  it('follows other values in the config', () => {
    const text = allCopy('en', changed);
    for (const phrase of ['three-hour', 'three hours', 'Three hours', '72 hours’ notice', '72-hour', '12 hours', 'ten days', '45 days', 'six months', '18 months', 'seven years']) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(/\btwo[ -]hours?\b|\b(48|24|14|30)\b|\b2 hours\b/i);
  });
});

describe('Arabic copy', () => {
  it('quotes the periods of the config, the session’s length in its grammatical case', () => {
    const text = allCopy('ar', template);
    for (const phrase of ['ساعتان', 'ساعتين', '٤٨ ساعة', '٢٤ ساعة', '١٤ يوماً', '٣٠ يوماً', '١٢ شهراً', '٥ أعوام']) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain('٢ ساعة');
  });

  it('follows other values in the config', () => {
    const text = allCopy('ar', changed);
    for (const phrase of ['٣ ساعات', '٧٢ ساعة', '١٢ ساعة', '١٠ أيام', '٤٥ يوماً', '٦ أشهر', '١٨ شهراً', '٧ أعوام']) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(/ساعتان|ساعتين|ثمان|أربعين|٤٨|٢٤|١٤|٣٠/);
  });
});
