/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFor, kindOf, suggestionFor } from '../../scripts/lib/field-rules';
import { markerIn, placeholders } from '../../scripts/lib/placeholders';
import { readSettings, readSettingsData, settingsText, withAnswers, type Json } from '../../scripts/lib/settings/source';
import { services } from '../../src/config/services';
import { site } from '../../src/config/site';
import { fixtureFields } from '../support/settings-fixtures';
import { testsSite } from '../support/tests-site';

// The tests' own settings, never the owner's.
const root = testsSite;
const SITE = 'src/config/settings/site.json';
const fields = readSettings(root);
const field = (name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('the settings walk', () => {
  it('reads every value of the settings files with its file and field, as the site is built with them', () => {
    expect(field('site.contact.email')).toMatchObject({ file: SITE, path: 'contact.email', key: 'email', value: site.contact.email });
    expect(field('site.contact.phone')).toMatchObject({ file: SITE, value: site.contact.phone });
    expect(field('site.founder.name.ar').value).toBe(site.founder.name.ar);
    // Each service's values as its file holds them (the tests' build may lay its own over them, and
    // a service whose booking takes the payment may have no payment page at all).
    const servicesFile = readSettingsData(root, 'src/config/settings/services.json') as Record<string, Record<string, Json>>;
    for (const service of services) {
      for (const name of ['payment', 'price']) {
        const value = servicesFile[service.key]![name];
        if (value !== undefined) expect(field(`services.${service.key}.${name}`)).toMatchObject({ file: 'src/config/settings/services.json', path: `${service.key}.${name}`, value });
      }
    }
  });

  it('writes an answer into its field and leaves every other character as it was: two-space indent, final newline, key order', () => {
    const text = readFileSync(path.join(root, SITE), 'utf8');
    expect(settingsText(JSON.parse(text))).toBe(text);
    const written = settingsText(withAnswers(readSettingsData(root, SITE), new Map([['founder.name.en', 'Layla "Lulu" O\'Neil']])));
    expect((JSON.parse(written) as { founder: { name: { en: string } } }).founder.name.en).toBe('Layla "Lulu" O\'Neil');
    expect(written.replace('"Layla \\"Lulu\\" O\'Neil"', JSON.stringify(site.founder.name.en))).toBe(text);
    expect(() => withAnswers(JSON.parse(text) as Json, new Map([['founder.nickname', 'Lulu']]))).toThrow(/no field founder\.nickname/);
  });
});

describe('placeholders', () => {
  it.each([
    ['https://www.example.com'],
    ['Sara Example'],
    ['سارة مثال'],
    ['+971 50 000 0000'],
    ['+971500000000'],
    ['Example Coaching LLC'],
    ['CN-0000000'],
  ])('%s is one', (value) => expect(markerIn(value)).toBeDefined());

  it.each([['https://www.noor-coaching.ae'], ['Layla Haddad'], ['+971501234567'], ['CN-1234567'], ['hello@examples-of-growth.ae']])(
    '%s is not',
    (value) => expect(markerIn(value)).toBeUndefined(),
  );

  it("are found in the template's settings: identity, contacts, links, the form endpoint and the legal identity", () => {
    const names = placeholders(fixtureFields('template')).map((f) => f.name);
    for (const name of ['site.origin', 'site.brand.en', 'site.brand.ar', 'site.founder.name.en', 'site.founder.firstName', 'site.contact.email', 'site.contact.phone', 'site.social.instagram', 'site.scheduling.discovery', 'site.formEndpoint', 'legal.entity.en', 'legal.licenceNumber']) {
      expect(names).toContain(name);
    }
    for (const service of services) expect(names).toEqual(expect.arrayContaining([`services.${service.key}.scheduling`, `services.${service.key}.payment`]));
    // Facts that are already true are not asked for.
    expect(names).not.toContain('site.city.en');
    expect(names).not.toContain('site.founder.gender');
    expect(names.some((name) => /\.(price|sessionMinutes|popular|hours)$/.test(name) || name.startsWith('figures.') || name.startsWith('policies.'))).toBe(false);
  });
});

describe('answers', () => {
  const refusal = (name: string, answer: string) => checkFor(field(name))(answer);

  it('takes an https URL and refuses http, a bare word and a placeholder, saying why', () => {
    expect(kindOf(field('site.scheduling.discovery'))).toBe('url');
    expect(refusal('site.scheduling.discovery', 'https://book.noor-coaching.ae/discovery')).toBeUndefined();
    expect(refusal('site.scheduling.discovery', 'http://book.noor-coaching.ae/discovery')).toMatch(/https:\/\//);
    expect(refusal('site.scheduling.discovery', 'discovery')).toMatch(/web address/);
    expect(refusal('site.scheduling.discovery', 'https://scheduling.example.com/discovery')).toMatch(/placeholder/);
    expect(refusal('site.scheduling.discovery', '')).toMatch(/needed/);
  });

  it('lets a social network be left out, but not given a bad address', () => {
    expect(kindOf(field('site.social.linkedin'))).toBe('url');
    expect(refusal('site.social.linkedin', '')).toBeUndefined();
    expect(refusal('site.social.linkedin', 'https://www.linkedin.com/in/layla')).toBeUndefined();
    expect(refusal('site.social.linkedin', 'http://www.linkedin.com/in/layla')).toMatch(/https:\/\//);
    expect(refusal('site.social.linkedin', 'linkedin')).toMatch(/web address/);
    expect(refusal('site.social.linkedin', 'https://www.linkedin.com/company/example')).toMatch(/placeholder/);
  });

  it('takes an origin without a path or trailing slash', () => {
    expect(refusal('site.origin', 'https://www.noor-coaching.ae')).toBeUndefined();
    expect(refusal('site.origin', 'https://www.noor-coaching.ae/')).toMatch(/no trailing slash/);
    expect(refusal('site.origin', 'https://www.noor-coaching.ae/home')).toMatch(/no path/);
  });

  it('takes an email address, an E.164 number in use and a lower-case ASCII first name', () => {
    expect(refusal('site.contact.email', 'layla@noor-coaching.ae')).toBeUndefined();
    expect(refusal('site.contact.email', 'layla@')).toMatch(/e-mail address/);
    expect(kindOf(field('site.contact.phone'))).toBe('e164');
    expect(refusal('site.contact.phone', '+971501234567')).toBeUndefined();
    for (const bad of ['+971 50 123 4567', '0501234567', '+97150', '+971-50-123-4567']) {
      expect(refusal('site.contact.phone', bad)).toMatch(/international number/);
    }
    // The right shape, but no such number in the UAE.
    expect(refusal('site.contact.phone', '+97150123456')).toMatch(/not a phone number of its country/);
    expect(refusal('site.founder.firstName', 'layla')).toBeUndefined();
    for (const bad of ['Layla', 'lay la', 'لیلى', 'léa']) expect(refusal('site.founder.firstName', bad)).toMatch(/lower-case/);
  });

  it("given the file, checks an answer by the schema's own rules for its field", () => {
    const legal = readSettingsData(root, 'src/config/settings/legal.json');
    const inFile = (name: string, answer: string) => checkFor(field(name), legal)(answer);
    expect(inFile('legal.entity.en', 'Amal Coaching LLC')).toBeUndefined();
    expect(inFile('legal.entity.en', 'Amal Coaching L.L.C.')).toMatch(/^That must not end with a full stop/);
    expect(inFile('legal.registeredAddress.ar', 'مكتب ١٢، أبوظبي')).toBeUndefined();
    expect(inFile('legal.registeredAddress.ar', 'مكتب 12، أبوظبي')).toMatch(/Arabic-Indic digits/);
    // Without the file, only the kind's rules.
    expect(checkFor(field('legal.entity.en'))('Amal Coaching L.L.C.')).toBeUndefined();
  });

  it('wants Arabic letters for an Arabic field and an answer for every field', () => {
    expect(refusal('site.brand.ar', 'Noor')).toMatch(/Arabic/);
    expect(refusal('site.brand.ar', 'أمل')).toBeUndefined();
    expect(refusal('site.brand.en', '  ')).toMatch(/needed/);
  });

  it('suggests the first name from the answer before it', () => {
    const answers = new Map([['site.founder.name.en', 'Léa Haddad']]);
    expect(suggestionFor(field('site.founder.firstName'), answers)).toBe('lea');
    expect(suggestionFor(field('site.contact.phone'), answers)).toBeUndefined();
  });
});
