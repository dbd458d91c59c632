import { formatDate } from '../../src/i18n/dates';
import { isoDate } from '../../src/i18n/format';

describe('dates in each language', () => {
  it('writes a day in the local time zone as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });

  it('writes day, month name and year as the UAE does in English', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatDate('2025-01-06', 'en')).toBe('6 January 2025');
  });

  it('writes Arabic-Indic digits and the Gulf month names in Arabic', () => {
    expect(formatDate('2026-11-22', 'ar')).toBe('٢٢ نوفمبر ٢٠٢٦');
    expect(formatDate('2025-02-09', 'ar')).toBe('٩ فبراير ٢٠٢٥');
  });
});
