import settings from './generated/services';
import { services, type ServiceKey } from './services';
import { site } from './site';

/**
 * What a session costs and where it is booked and paid. Amounts are in AED;
 * the pages format them per language with the dirham sign. The prices, session
 * lengths and links are settings (src/config/settings/services.json).
 */
export const currency = 'AED';

export interface PaidOffer {
  /** One prepaid session, in AED. */
  price: number;
  /** The service's own external scheduling page. */
  schedulingUrl: string;
  /** Where one session is paid: the hosted card-payment link, or the scheduling page when it takes the payment (services.json, `paymentInBooking`). */
  paymentUrl: string;
  /** How long one session lasts, in minutes. */
  minutes: number;
  popular: boolean;
}

/** Whether the prices shown already include UAE VAT (5 %): the price cards and the terms' price list say which. */
export const pricesIncludeVat: boolean = settings.pricesIncludeVat;

export const paidOffers = Object.fromEntries(
  services.map((service): [ServiceKey, PaidOffer] => [
    service.key,
    {
      price: service.price,
      schedulingUrl: service.scheduling,
      paymentUrl: service.payment,
      minutes: service.sessionMinutes,
      popular: service.popular,
    },
  ]),
) as Record<ServiceKey, PaidOffer>;

/** The free discovery session. */
export const discoveryOffer = { price: 0, hours: settings.discovery.hours, schedulingUrl: site.scheduling.discovery } as const;
