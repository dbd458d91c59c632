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
  /** How long one session lasts, in minutes (sessionMinutes below). */
  minutes: number;
  popular: boolean;
}

/**
 * How long one paid session lasts, in minutes, per service: the price cards and
 * the service pages say it. The owner confirms these (docs/owner-guide.md).
 */
export const sessionMinutes: Record<ServiceKey, number> = {
  lifeCoaching: 60,
  careerCoaching: 60,
  businessCoaching: 60,
};

/**
 * Whether the prices shown already include UAE VAT (5 %): the price cards say
 * which. The owner confirms this (docs/owner-guide.md).
 */
export const pricesIncludeVat = true;

export const paidOffers = Object.fromEntries(
  services.map((service): [ServiceKey, PaidOffer] => [
    service.key,
    {
      price: service.price,
      schedulingUrl: service.scheduling,
      paymentUrl: service.payment,
      minutes: sessionMinutes[service.key],
      popular: 'popular' in service,
    },
  ]),
) as Record<ServiceKey, PaidOffer>;

/** The free discovery session. */
export const discoveryOffer = { price: 0, hours: 2, schedulingUrl: site.scheduling.discovery } as const;
