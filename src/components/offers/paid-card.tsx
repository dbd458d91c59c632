import { paidOffers } from '../../config/pricing';
import type { ServiceKey } from '../../config/services';
import type { Content as OffersContent } from '../../content/schema/offers';
import { ButtonLink } from '../ui/button';
import { OfferCard } from './offer-card';
import { Price } from './price';

interface PaidCardProps {
  service: ServiceKey;
  offers: OffersContent;
  /** Marks the card 'Most Popular'. */
  popular?: boolean;
}

/**
 * One paid session: title, subtitle, price per session from the pricing table with its length and tax, description, and
 * 'Pay' to its payment link, named with the price and the service; or, where the booking takes the payment, 'Book and pay'
 * to its scheduling page (the settings' `paymentInBooking`: the link and the words are chosen at build).
 */
export function PaidCard({ service, offers, popular = false }: PaidCardProps) {
  const words = offers.services[service];
  const offer = paidOffers[service];
  return (
    <OfferCard
      title={words.name}
      subtitle={words.subtitle}
      badge={popular ? offers.popular : undefined}
      price={
        <>
          <Price amount={offer.price} size="lg" />
          <small>{offers.perSession}</small>
        </>
      }
      note={`${words.duration} · ${offers.vatNote}`}
      description={words.description}
      action={
        // Three 'Pay' links on one page: say how much and for what, to those who hear the page.
        <ButtonLink href={offer.paymentUrl} external arrow block name={words.payName}>
          {__PAYMENT_IN_BOOKING__ ? (words.payLabel ?? offers.payLabel) : offers.payLabel}
        </ButtonLink>
      }
    />
  );
}
