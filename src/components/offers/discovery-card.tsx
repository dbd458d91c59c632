import { discoveryOffer } from '../../config/pricing';
import type { Content as OffersContent } from '../../content/schema/offers';
import { ButtonLink } from '../ui/button';
import { OfferCard } from './offer-card';

/** The free discovery session: its price text and 'Schedule a Time' to the discovery scheduling page. */
export function DiscoveryCard({ offers }: { offers: OffersContent }) {
  const words = offers.discovery;
  return (
    <OfferCard
      title={words.title}
      subtitle={words.subtitle}
      price={<strong>{words.priceText}</strong>}
      description={words.description}
      action={
        <ButtonLink href={discoveryOffer.schedulingUrl} variant="accent" external arrow block>
          {words.buttonText}
        </ButtonLink>
      }
    />
  );
}
