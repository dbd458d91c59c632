/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readConfig, readFields, writeFields } from '../../scripts/lib/config-source';
import { checkFor, kindOf, suggestionFor } from '../../scripts/lib/field-rules';
import { withFormAction } from '../../scripts/lib/form-action';
import { markerIn, placeholders } from '../../scripts/lib/placeholders';
import { services } from '../../src/config/services';
import { site } from '../../src/config/site';

const root = path.join(__dirname, '../..');
const fields = readConfig(root);
const field = (name: string) => {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe('the config walk', () => {
  it('reads every literal of the config modules with its file and field, as the modules hold them', () => {
    expect(field('site.contact.email')).toMatchObject({ file: 'src/config/site.ts', key: 'email', value: site.contact.email });
    expect(field('site.founder.name.ar').value).toBe(site.founder.name.ar);
    for (const service of services) {
      expect(field(`services.${service.key}.payment`)).toMatchObject({ file: 'src/config/services.ts', value: service.payment });
    }
  });

  it('writes an answer into its literal and leaves every other character as it was', () => {
    const text = readFileSync(path.join(root, 'src/config/site.ts'), 'utf8');
    const written = writeFields('src/config/site.ts', text, new Map([['site.founder.name.en', "Layla O'Neil"]]));
    expect(readFields('src/config/site.ts', written).find((f) => f.name === 'site.founder.name.en')?.value).toBe("Layla O'Neil");
    expect(written.replace("'Layla O\\'Neil'", `'${site.founder.name.en}'`)).toBe(text);
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

  it('are found in the shipped config: identity, contacts, links and the form endpoint', () => {
    const names = placeholders(fields).map((f) => f.name);
    for (const name of ['site.origin', 'site.brand.en', 'site.brand.ar', 'site.founder.name.en', 'site.founder.firstName', 'site.contact.email', 'site.contact.whatsappE164', 'site.social.instagram', 'site.scheduling.discovery', 'site.formEndpoint']) {
      expect(names).toContain(name);
    }
    for (const service of services) expect(names).toEqual(expect.arrayContaining([`services.${service.key}.scheduling`, `services.${service.key}.payment`]));
    // Facts that are already true are not asked for.
    expect(names).not.toContain('site.city.en');
    expect(names.some((name) => name.endsWith('.price'))).toBe(false);
  });
});

describe('answers', () => {
  const refusal = (name: string, answer: string) => checkFor(field(name))(answer);

  it('takes an https URL and refuses http, a bare word and a placeholder, saying why', () => {
    expect(kindOf(field('site.social.linkedin'))).toBe('url');
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

  it('takes an email address, an E.164 number and a lower-case ASCII first name', () => {
    expect(refusal('site.contact.email', 'layla@noor-coaching.ae')).toBeUndefined();
    expect(refusal('site.contact.email', 'layla@')).toMatch(/email/);
    expect(refusal('site.contact.whatsappE164', '+971501234567')).toBeUndefined();
    for (const bad of ['+971 50 123 4567', '0501234567', '+97150', '+971-50-123-4567']) {
      expect(refusal('site.contact.whatsappE164', bad)).toMatch(/international number/);
    }
    expect(refusal('site.founder.firstName', 'layla')).toBeUndefined();
    for (const bad of ['Layla', 'lay la', 'لیلى', 'léa']) expect(refusal('site.founder.firstName', bad)).toMatch(/Lower-case/);
  });

  it('wants Arabic letters for an Arabic field and an answer for every field', () => {
    expect(refusal('site.brand.ar', 'Noor')).toMatch(/Arabic/);
    expect(refusal('site.brand.ar', 'أمل')).toBeUndefined();
    expect(refusal('site.brand.en', '  ')).toMatch(/needed/);
  });

  it('suggests the first name and the written number from the answers before them', () => {
    const answers = new Map([
      ['site.founder.name.en', 'Léa Haddad'],
      ['site.contact.whatsappE164', '+971501234567'],
    ]);
    expect(suggestionFor(field('site.founder.firstName'), answers)).toBe('lea');
    expect(suggestionFor(field('site.contact.whatsappDisplay'), answers)).toBe('+971 50 123 4567');
  });
});

describe('form-action', () => {
  it("follows the form endpoint's origin and leaves the rest of firebase.json alone", () => {
    const text = readFileSync(path.join(root, 'firebase.json'), 'utf8');
    expect(withFormAction(text, site.formEndpoint)).toBe(text);
    const moved = withFormAction(text, 'https://formspree.io/f/abcd1234');
    expect(moved).toContain("form-action 'self' https://formspree.io;");
    expect(moved.replace('https://formspree.io;', `${new URL(site.formEndpoint).origin};`)).toBe(text);
  });
});
