/**
 * A booking that takes the payment (services.json, `paymentInBooking`): what the settings accept,
 * the card's one action, and the terms' payment clause in its three cases, in both languages. The
 * settings are the tests' own (test/fixtures/settings/template/), changed here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFor } from '../../scripts/lib/field-rules';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFile } from '../../scripts/lib/settings/files';
import type { CompiledContent } from '../../scripts/lib/content/compile';
import type { ServicesSettings } from '../../src/config/schema/services';
import { serviceKeys, type ServiceKey } from '../../src/config/services';
import type { Content as LegalContent } from '../../src/content/schema/legal';
import type { Content as OffersContent } from '../../src/content/schema/offers';
import { locales } from '../../src/i18n/locale';
import { builtFixture, builtSettings, fixtureData, withSettings } from '../support/settings-fixtures';
import { testsSite } from '../support/tests-site';

const FILE = 'src/config/settings/services.json';
const [first, second] = serviceKeys as [ServiceKey, ServiceKey, ...ServiceKey[]];

/** The template's services, those named taking the payment in their booking, their payment page left out. */
const paidInBooking = (keys: readonly ServiceKey[]) =>
  builtFixture<ServicesSettings>('template', 'services', (data) => {
    for (const key of keys) {
      data[key].paymentInBooking = true;
      delete data[key].payment;
    }
  });

/** Every page's words as the build compiles them with these services' settings. */
const compiled = (keys: readonly ServiceKey[]): CompiledContent['values'] =>
  withSettings({ ...builtSettings('template'), services: paidInBooking(keys) }, (load) => {
    const result = load<typeof import('../../scripts/lib/content/compile')>('../../scripts/lib/content/compile').compileAll();
    if (result.problems.length > 0) throw new Error(result.problems.join('\n'));
    return result.values;
  });
const valueOf = <T>(values: CompiledContent['values'], name: string, locale: string) => values.find((v) => v.collection.name === name && v.locale === locale)!.value as T;

/** The words of a data file of the tests' site, as written. */
const source = <T>(file: string, locale: string): T => JSON.parse(readFileSync(path.join(testsSite, `${file}/${locale}.json`), 'utf8')) as T;
/** A sentence as a reader sees it: links' words only. */
const readable = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
const plain = (text: string | (string | { text: string })[]) => (typeof text === 'string' ? text : text.map((run) => (typeof run === 'string' ? run : run.text)).join(''));

interface PaymentClause {
  kind: 'payment';
  separate: string;
  inBooking: string;
  mixed: string;
}
const clauseOf = (locale: string) => {
  const terms = source<{ sections: { blocks: { kind: string }[] }[] }>('src/content/pages/terms', locale);
  return terms.sections.flatMap((section) => section.blocks).find((block): block is PaymentClause => block.kind === 'payment')!;
};

describe('the setting', () => {
  const problems = (data: unknown) => {
    const checked = checkSettings(settingsFile('services'), data);
    return checked.ok ? [] : checked.problems;
  };

  // The tests' copy of the shipped settings: the owner's own file may switch it on.
  it('is off as shipped, for every service', () => {
    const shipped = fixtureData('template', 'services') as Record<string, { paymentInBooking?: boolean }>;
    for (const key of serviceKeys) expect([key, shipped[key]!.paymentInBooking]).toEqual([key, false]);
  });

  it('refuses a service with neither a payment page nor payment in its booking, in one line', () => {
    const data = fixtureData('template', 'services');
    delete data[first].payment;
    expect(problems(data)).toEqual([expect.stringMatching(new RegExp(`^${FILE}: ${first}\\.payment: is empty: .*paymentInBooking`))]);
    data[first].payment = '';
    expect(problems(data)).toHaveLength(1);
    data[first].paymentInBooking = true;
    expect(problems(data)).toEqual([]);
  });

  it('lets setup leave the payment page empty only where the booking takes the payment', () => {
    const data = fixtureData('template', 'services');
    const field = { file: FILE, path: `${first}.payment`, name: `services.${first}.payment`, key: 'payment', value: data[first].payment as string };
    expect(checkFor(field, data)('')).toBe('An answer is needed.');
    data[first].paymentInBooking = true;
    expect(checkFor(field, data)('')).toBeUndefined();
  });

  it('sends the visitor to pay on the scheduling page where the booking takes the payment, and says so only then', () => {
    const built = paidInBooking([first]);
    expect(built[first]).toMatchObject({ payment: built[first].scheduling, paymentInBooking: true });
    expect(built[second].payment).not.toBe(built[second].scheduling);
    // Off, the site's settings module is as it was: not a byte of the setting.
    expect(built[second]).not.toHaveProperty('paymentInBooking');
  });
});

describe('the card’s one action', () => {
  const values = compiled([first]);

  it.each(locales)('in %s: “Book and Pay” with its price and service where the booking takes the payment; “Pay” elsewhere', (locale) => {
    const offers = valueOf<OffersContent>(values, 'offers', locale);
    const words = source<{ bookAndPayLabel: string; payLabel: string }>('src/content/shared/offers', locale);
    expect(offers.services[first].payLabel).toBe(words.bookAndPayLabel);
    expect(offers.services[first].payName.startsWith(`${words.bookAndPayLabel} `)).toBe(true);
    expect(offers.services[second]).not.toHaveProperty('payLabel');
    expect(offers.services[second].payName.startsWith(`${words.payLabel} `)).toBe(true);
  });

  it('leaves the new words out of the pages while no service uses them', () => {
    for (const locale of locales) {
      const offers = valueOf<OffersContent>(compiled([]), 'offers', locale);
      expect(JSON.stringify(offers)).not.toMatch(/bookAndPay|termsPaidWhenBooked/);
      for (const key of serviceKeys) expect(offers.services[key]).not.toHaveProperty('payLabel');
    }
  });
});

describe.each([
  ['every session paid apart', [] as ServiceKey[], 'separate'],
  ['every session paid as it is booked', serviceKeys, 'inBooking'],
  ['some paid as booked, some apart', [first], 'mixed'],
] as const)('the terms’ payment clause: %s', (_case, keys, wording) => {
  const values = compiled(keys);

  it.each(locales)('in %s', (locale) => {
    const terms = valueOf<LegalContent>(values, 'terms', locale);
    const fees = terms.sections.find((section) => section.id === 'fees-and-payment')!;
    const paragraphs = fees.blocks.flatMap((block) => ('paragraph' in block ? [plain(block.paragraph)] : []));
    const clause = clauseOf(locale);
    expect(paragraphs).toContain(readable(clause[wording]));
    for (const other of (['separate', 'inBooking', 'mixed'] as const).filter((name) => name !== wording)) expect(paragraphs).not.toContain(readable(clause[other]));

    // The price list marks the sessions paid as booked only while others are paid apart.
    const marker = source<{ termsPaidWhenBooked: string }>('src/content/shared/offers', locale).termsPaidWhenBooked;
    const names = source<{ services: Record<ServiceKey, { plainName: string }> }>('src/content/shared/offers', locale).services;
    const lines = fees.blocks.flatMap((block) => ('list' in block ? block.list.map(plain) : []));
    for (const key of serviceKeys) {
      const line = lines.find((text) => text.startsWith(`${names[key].plainName}: `));
      expect([key, line?.includes(marker)]).toEqual([key, wording === 'mixed' && keys.includes(key)]);
    }
  });
});
