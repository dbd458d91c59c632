import { formatFigure, formatNumber } from '../../src/i18n/format';

describe('numbers in each language', () => {
  it('writes Latin digits in English', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatFigure(100, '+', 'en')).toBe('100+');
    expect(formatFigure(85, '%', 'en')).toBe('85%');
  });

  it('writes Arabic-Indic digits and the Arabic percent sign in Arabic', () => {
    expect(formatNumber(1000, 'ar')).toBe('١٬٠٠٠');
    expect(formatNumber(250, 'ar')).toBe('٢٥٠');
    expect(formatFigure(85, '%', 'ar')).toBe('٨٥٪');
    expect(formatFigure(20, '', 'ar')).toBe('٢٠');
  });
});
