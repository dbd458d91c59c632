/**
 * The paid cards' 'Pay' buttons: the spec's word shown, the price and the service in the name a screen reader speaks; a
 * service whose booking takes the payment says 'Book and Pay' the same way (test/unit/payment-in-booking.test.ts).
 */
import { render, screen } from '@testing-library/react';
import { PaidCard } from '../../src/components/offers/paid-card';
import { paidOffers } from '../../src/config/pricing';
import { serviceKeys } from '../../src/config/services';
import type { Locale } from '../../src/config/site';
import arOffers from '../../src/content/generated/ar/offers';
import arUi from '../../src/content/generated/ar/ui';
import enOffers from '../../src/content/generated/en/offers';
import enUi from '../../src/content/generated/en/ui';
import { LocaleProvider } from '../../src/content/ui/locale-context';
import { priceInWords } from '../../src/i18n/price-words';

const words = { en: { offers: enOffers, ui: enUi }, ar: { offers: arOffers, ui: arUi } };

describe.each(['en', 'ar'] as const)('in %s', (locale: Locale) => {
  const { offers, ui } = words[locale];

  it.each(serviceKeys)('the %s card’s button names its price and service, and opens the page where it is paid', (key) => {
    const label = offers.services[key].payLabel ?? offers.payLabel;
    render(
      <LocaleProvider locale={locale} ui={ui}>
        <PaidCard service={key} offers={offers} />
      </LocaleProvider>,
    );
    // The name starts with the word shown (WCAG 2.5.3), then gives the price in words and the service.
    const pay = screen.getByRole('link', { name: new RegExp(`^${label} `) });
    expect(pay).toHaveAccessibleName(expect.stringContaining(priceInWords(paidOffers[key].price, locale)));
    expect(pay).toHaveAccessibleName(expect.stringContaining(offers.services[key].payName));
    expect(pay).toHaveAttribute('href', paidOffers[key].paymentUrl);
    // The word on the button stays the spec's.
    expect(pay.querySelector('[aria-hidden="true"]')).toHaveTextContent(new RegExp(`^${label}$`));
  });
});

it('keeps the spec’s word on the button: Pay, ادفع', () => {
  expect([enOffers.payLabel, arOffers.payLabel]).toEqual(['Pay', 'ادفع']);
});
