import arContact from '../../src/content/generated/ar/contact';
import enContact from '../../src/content/generated/en/contact';
import { checkedFields, fieldRules, problemWith } from '../../src/pages/contact/field-rules';

describe('the contact form’s field rules', () => {
  it.each(['email', 'mobile'] as const)('writes a %s pattern that browsers compile (the v flag escapes what a class holds)', (field) => {
    const { pattern } = fieldRules[field];
    expect(pattern).toBeDefined();
    // Browsers compile a `pattern` attribute as ^(?:pattern)$ with the v flag, and ignore one that fails.
    expect(() => new RegExp(`^(?:${pattern})$`, 'v')).not.toThrow();
    expect(() => new RegExp(`^(?:${pattern})$`, 'u')).not.toThrow();
  });

  it.each([
    'name@example.ae',
    'layla@example.org',
    'layla.haddad+coaching@mail.example.co.uk',
    "o'neil@example.com",
    'first_last@sub-domain.example.travel',
  ])('accepts the address %s', (value) => {
    expect(problemWith('email', value)).toBeUndefined();
  });

  it.each(['a@b', 'layla@example', 'layla', 'layla@.com', 'layla@example.c', 'lay la@example.com', '@example.com', 'layla@-example.com', 'layla@example..com'])(
    'refuses the address %s as not in its format',
    (value) => {
      expect(problemWith('email', value)).toBe('format');
    },
  );

  it.each([
    '+971 50 123 4567',
    '+971501234567',
    '00971 50 123 4567',
    '+971-50-123-4567',
    '+971 (0)50 123 4567',
    '050 123 4567',
    '+44 20 7946 0958',
    '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
  ])('accepts the number %s', (value) => {
    expect(problemWith('mobile', value)).toBeUndefined();
  });

  it.each(['abc123', '+971 50 abc 4567', '123456', '+1 234 567 890 123 456', '++971501234567', '971+501234567', '+971.50.123.4567', '+971 50 123 4567 ext 2'])(
    'refuses the number %s as not in its format',
    (value) => {
      expect(problemWith('mobile', value)).toBe('format');
    },
  );

  it.each(checkedFields)('finds %s missing when it is empty or only spaces', (field) => {
    expect(problemWith(field, '')).toBe('missing');
    expect(problemWith(field, '  \n ')).toBe('missing');
  });

  it('takes any name and any message', () => {
    expect(problemWith('name', 'Layla Haddad')).toBeUndefined();
    expect(problemWith('name', 'ليلى حداد')).toBeUndefined();
    expect(problemWith('message', 'When could we meet?\nThanks')).toBeUndefined();
  });
});

describe.each([
  ['English', enContact],
  ['Arabic', arContact],
])('the contact form’s messages in %s', (_language, content) => {
  const { errors } = content.form;

  it('has a line for every number of fields that can be wrong at once', () => {
    expect(errors.summary).toHaveLength(checkedFields.length);
    expect(new Set(errors.summary).size).toBe(checkedFields.length);
  });

  it('says what to do about every field left empty, and about every field with a format', () => {
    expect(Object.keys(errors.missing).sort()).toEqual([...checkedFields].sort());
    const formatted = checkedFields.filter((field) => fieldRules[field].pattern);
    expect(Object.keys(errors.format).sort()).toEqual(formatted.sort());
    // The example a message gives is one the rule accepts.
    for (const field of formatted) {
      const example = errors.format[field as keyof typeof errors.format].example;
      expect(problemWith(field, example)).toBeUndefined();
    }
  });
});
