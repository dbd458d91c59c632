import { services, type ServiceKey } from './services';
import { site } from './site';

/**
 * What a session costs and where it is booked and paid. Amounts are in AED;
 * the pages format them per language with the dirham sign. The paid
 * services' prices and links are in their list (./services.ts).
 */
export const currency = 'AED';

export interface PaidOffer {
  /** One prepaid session, in AED. */
  price: number;
  /** The service's own external scheduling page. */
  schedulingUrl: string;
  /** The hosted card-payment link for one session. */
  paymentUrl: string;
  popular: boolean;
}

export const paidOffers = Object.fromEntries(
  services.map((service): [ServiceKey, PaidOffer] => [
    service.key,
    {
      price: service.price,
      schedulingUrl: service.scheduling,
      paymentUrl: service.payment,
      popular: 'popular' in service,
    },
  ]),
) as Record<ServiceKey, PaidOffer>;

/** The free discovery session. */
export const discoveryOffer = { price: 0, hours: 2, schedulingUrl: site.scheduling.discovery } as const;
