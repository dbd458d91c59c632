import { render } from '@testing-library/react';
import { Price } from '../../src/components/offers/price';
import type { Locale } from '../../src/config/site';
import { LocaleProvider } from '../../src/i18n/locale-context';
import ar from '../../src/i18n/ui/ar';
import en from '../../src/i18n/ui/en';

const renderPrice = (locale: Locale, amount: number) =>
  render(
    <LocaleProvider locale={locale} ui={locale === 'en' ? en : ar}>
      <Price amount={amount} size="xl" />
    </LocaleProvider>,
  ).container.querySelector('[data-price]') as HTMLElement;

describe('a price', () => {
  it('puts the dirham sign before Latin digits in English, named AED', () => {
    const price = renderPrice('en', 1000);
    expect(price.firstElementChild).toHaveAttribute('aria-label', 'AED');
    expect(price.firstElementChild).toHaveAttribute('role', 'img');
    expect(price.lastElementChild).toHaveTextContent('1,000');
  });

  it('puts it after Arabic-Indic digits in Arabic, named درهم', () => {
    const price = renderPrice('ar', 1000);
    expect(price.firstElementChild).toHaveTextContent('١٬٠٠٠');
    expect(price.lastElementChild).toHaveAttribute('aria-label', 'درهم');
  });

  it('comes in four sizes', () => {
    for (const size of ['sm', 'md', 'lg', 'xl'] as const) {
      const { container } = render(
        <LocaleProvider locale="en" ui={en}>
          <Price amount={250} size={size} />
        </LocaleProvider>,
      );
      expect(container.querySelector('[data-price]')).toHaveAttribute('data-size', size);
    }
  });
});
