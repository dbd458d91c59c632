import { arabicDuration } from '../../src/i18n/duration-ar';
import { capitalised, englishDuration } from '../../src/i18n/duration-en';

describe('periods in Arabic', () => {
  it('writes one and two as the noun alone, the dual by its case', () => {
    expect(arabicDuration(1, 'hour')).toBe('ساعة');
    expect(arabicDuration(1, 'hour', 'oblique')).toBe('ساعة');
    expect(arabicDuration(2, 'hour')).toBe('ساعتان');
    expect(arabicDuration(2, 'hour', 'oblique')).toBe('ساعتين');
    expect(arabicDuration(1, 'day')).toBe('يوم');
    expect(arabicDuration(2, 'day')).toBe('يومان');
    expect(arabicDuration(2, 'day', 'oblique')).toBe('يومين');
  });

  it('takes the plural from three to ten, in Arabic-Indic digits', () => {
    expect(arabicDuration(3, 'hour')).toBe('٣ ساعات');
    expect(arabicDuration(10, 'hour', 'oblique')).toBe('١٠ ساعات');
    expect(arabicDuration(3, 'day')).toBe('٣ أيام');
    expect(arabicDuration(7, 'day')).toBe('٧ أيام');
  });

  it('takes the accusative singular from eleven, whatever the case', () => {
    expect(arabicDuration(11, 'hour')).toBe('١١ ساعة');
    expect(arabicDuration(48, 'hour')).toBe('٤٨ ساعة');
    expect(arabicDuration(48, 'hour', 'oblique')).toBe('٤٨ ساعة');
    expect(arabicDuration(24, 'hour')).toBe('٢٤ ساعة');
    expect(arabicDuration(14, 'day')).toBe('١٤ يوماً');
    expect(arabicDuration(30, 'day', 'oblique')).toBe('٣٠ يوماً');
  });

  it('counts minutes the same way', () => {
    expect(arabicDuration(1, 'minute')).toBe('دقيقة');
    expect(arabicDuration(2, 'minute')).toBe('دقيقتان');
    expect(arabicDuration(2, 'minute', 'oblique')).toBe('دقيقتين');
    expect(arabicDuration(3, 'minute')).toBe('٣ دقائق');
    expect(arabicDuration(10, 'minute')).toBe('١٠ دقائق');
    expect(arabicDuration(45, 'minute')).toBe('٤٥ دقيقة');
    expect(arabicDuration(60, 'minute')).toBe('٦٠ دقيقة');
    expect(arabicDuration(90, 'minute')).toBe('٩٠ دقيقة');
  });

  it('follows the last two digits past a hundred', () => {
    expect(arabicDuration(100, 'day')).toBe('١٠٠ يوم');
    expect(arabicDuration(102, 'day')).toBe('١٠٢ يوم');
    expect(arabicDuration(103, 'day')).toBe('١٠٣ أيام');
    expect(arabicDuration(120, 'day')).toBe('١٢٠ يوماً');
  });
});

describe('periods in English', () => {
  it('writes one to ten in words', () => {
    expect(englishDuration(1, 'hour')).toBe('one hour');
    expect(englishDuration(2, 'hour')).toBe('two hours');
    expect(englishDuration(10, 'day')).toBe('ten days');
  });

  it('writes minutes from the value', () => {
    expect(englishDuration(1, 'minute')).toBe('one minute');
    expect(englishDuration(60, 'minute')).toBe('60 minutes');
    expect(englishDuration(90, 'minute', 'adjective')).toBe('90-minute');
  });

  it('writes eleven and more in digits', () => {
    expect(englishDuration(11, 'hour')).toBe('11 hours');
    expect(englishDuration(48, 'hour')).toBe('48 hours');
    expect(englishDuration(14, 'day')).toBe('14 days');
    expect(englishDuration(1000, 'day')).toBe('1,000 days');
  });

  it('writes the form before a noun and the possessive', () => {
    expect(englishDuration(2, 'hour', 'adjective')).toBe('two-hour');
    expect(englishDuration(48, 'hour', 'adjective')).toBe('48-hour');
    expect(englishDuration(48, 'hour', 'possessive')).toBe('48 hours’');
    expect(englishDuration(1, 'hour', 'possessive')).toBe('one hour’s');
    expect(englishDuration(1, 'day', 'possessive')).toBe('one day’s');
  });

  it('capitalises a period that opens a sentence', () => {
    expect(capitalised(englishDuration(2, 'hour'))).toBe('Two hours');
    expect(capitalised(englishDuration(48, 'hour'))).toBe('48 hours');
  });
});
