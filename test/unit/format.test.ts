import { formatFigure, formatNumber } from '../../src/i18n/format';

describe('numbers in each language', () => {
  it('writes Latin digits in English', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(2026, 'en', { grouping: false })).toBe('2026');
    expect(formatNumber(-1500, 'en')).toBe('-1,500');
    expect(formatFigure(100, '+', 'en')).toBe('100+');
    expect(formatFigure(85, '%', 'en')).toBe('85%');
  });

  it('writes Arabic-Indic digits and the Arabic percent sign in Arabic', () => {
    expect(formatNumber(1000, 'ar')).toBe('١٬٠٠٠');
    expect(formatNumber(250, 'ar')).toBe('٢٥٠');
    expect(formatNumber(2.5, 'ar')).toBe('٢٫٥');
    expect(formatNumber(2026, 'ar', { grouping: false })).toBe('٢٠٢٦');
    expect(formatFigure(85, '%', 'ar')).toBe('٨٥٪');
    expect(formatFigure(20, '', 'ar')).toBe('٢٠');
  });
});
