import { render, screen } from '@testing-library/react';
import { Price } from '../../src/components/offers/price';
import type { Locale } from '../../src/config/site';
import { LocaleProvider } from '../../src/content/ui/locale-context';
import ar from '../../src/content/generated/ar/ui';
import en from '../../src/content/generated/en/ui';
import { specWords } from '../spec/words';

const renderPrice = (locale: Locale, amount: number, size: 'sm' | 'md' | 'lg' | 'xl' = 'xl') =>
  render(
    <LocaleProvider locale={locale} ui={locale === 'en' ? en : ar}>
      <Price amount={amount} size={size} />
    </LocaleProvider>,
  );

/** Whether `first` comes before `second` in reading order. */
const precedes = (first: Element, second: Element) => (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('a price', () => {
  it('puts the dirham sign before Latin digits in English, named AED', () => {
    renderPrice('en', 1000);
    const sign = screen.getByRole('img', { name: en.currency });
    expect(en.currency).toBe(specWords.price.currency.en);
    expect(precedes(sign, screen.getByText('1,000'))).toBe(true);
  });

  it('puts it after Arabic-Indic digits in Arabic, named درهم', () => {
    renderPrice('ar', 1000);
    const sign = screen.getByRole('img', { name: ar.currency });
    expect(ar.currency).toBe(specWords.price.currency.ar);
    expect(precedes(screen.getByText('١٬٠٠٠'), sign)).toBe(true);
  });

  it('comes in four sizes', () => {
    for (const size of ['sm', 'md', 'lg', 'xl'] as const) {
      const { unmount } = renderPrice('en', 250, size);
      expect(screen.getByText('250').closest('[data-size]')).toHaveAttribute('data-size', size);
      unmount();
    }
  });
});
