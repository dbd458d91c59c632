import { arabicCount, arabicForm, dirham } from '../../src/i18n/count-ar';
import { arabicDuration, arabicUnitNoun } from '../../src/i18n/duration-ar';
import { englishDuration, englishUnitNoun } from '../../src/i18n/duration-en';
import { priceInWords } from '../../src/i18n/price-words';

// The agreement of a counted noun with its number, the rule every Arabic grammar gives.
describe('Arabic counted nouns agree with their number', () => {
  it.each([
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [10, 'few'],
    [11, 'many'],
    [99, 'many'],
    [100, 'round'],
    [101, 'round'],
    [102, 'round'],
    [103, 'few'],
    [111, 'many'],
    [250, 'many'],
    [1000, 'round'],
  ] as const)('%i takes the %s form', (value, form) => {
    expect(arabicForm(value)).toBe(form);
  });

  it('writes dirhams as a price reads in a sentence', () => {
    expect(arabicCount(1, dirham)).toBe('درهم إماراتي واحد');
    expect(arabicCount(2, dirham)).toBe('درهمان إماراتيان');
    expect(arabicCount(2, dirham, 'oblique')).toBe('درهمين إماراتيين');
    expect(arabicCount(3, dirham)).toBe('٣ دراهم إماراتية');
    expect(arabicCount(10, dirham)).toBe('١٠ دراهم إماراتية');
    expect(arabicCount(11, dirham)).toBe('١١ درهماً إماراتياً');
    expect(arabicCount(99, dirham)).toBe('٩٩ درهماً إماراتياً');
    expect(arabicCount(100, dirham)).toBe('١٠٠ درهم إماراتي');
    expect(arabicCount(101, dirham)).toBe('١٠١ درهم إماراتي');
    expect(arabicCount(250, dirham)).toBe('٢٥٠ درهماً إماراتياً');
    expect(arabicCount(1000, dirham)).toBe('١٬٠٠٠ درهم إماراتي');
  });

  it('is the formatter the site writes prices with, in both languages', () => {
    expect(priceInWords(250, 'ar')).toBe('٢٥٠ درهماً إماراتياً');
    expect(priceInWords(500, 'ar')).toBe('٥٠٠ درهم إماراتي');
    expect(priceInWords(1000, 'ar')).toBe('١٬٠٠٠ درهم إماراتي');
    expect(priceInWords(1000, 'en')).toBe('AED 1,000');
  });

  it('counts years of experience with their noun, in both languages', () => {
    expect(arabicDuration(1, 'year')).toBe('عام واحد');
    expect(arabicDuration(2, 'year')).toBe('عامان');
    expect(arabicDuration(2, 'year', 'oblique')).toBe('عامين');
    expect(arabicDuration(5, 'year')).toBe('٥ أعوام');
    expect(arabicDuration(20, 'year', 'oblique')).toBe('٢٠ عاماً');
    expect(arabicDuration(100, 'year')).toBe('١٠٠ عام');
    expect(arabicDuration(12, 'month')).toBe('١٢ شهراً');
    expect(englishDuration(20, 'year')).toBe('20 years');
    expect(englishDuration(5, 'year')).toBe('five years');
    expect(englishDuration(1, 'year')).toBe('one year');
  });

  // The figures band shows the number apart, its label under it: the label's noun agrees with it.
  it.each([
    [1, 'عام', 'year'],
    [2, 'عامان', 'years'],
    [3, 'أعوام', 'years'],
    [7, 'أعوام', 'years'],
    [10, 'أعوام', 'years'],
    [11, 'عاماً', 'years'],
    [20, 'عاماً', 'years'],
    [99, 'عاماً', 'years'],
    [100, 'عام', 'years'],
    [105, 'أعوام', 'years'],
    [120, 'عاماً', 'years'],
  ] as const)('under a figure of %i years, the noun reads %s / %s', (value, arabic, english) => {
    expect(arabicUnitNoun(value, 'year')).toBe(arabic);
    expect(englishUnitNoun(value, 'year')).toBe(english);
  });
});
