import { site } from './site';

/**
 * The pricing table (spec §3, §9): the only place a price is written. Amounts
 * are in AED; the pages format them per language with the dirham sign.
 */
export const currency = 'AED';

export type ServiceKey = 'lifeCoaching' | 'careerCoaching' | 'businessCoaching';

/** In the order the site lists them. */
export const serviceKeys: readonly ServiceKey[] = ['lifeCoaching', 'careerCoaching', 'businessCoaching'];

export interface PaidOffer {
  /** One prepaid session, in AED. */
  price: number;
  /** The service's own external scheduling page. */
  schedulingUrl: string;
  /** The hosted card-payment link for one session. */
  paymentUrl: string;
}

export const paidOffers: Record<ServiceKey, PaidOffer> = {
  lifeCoaching: { price: 250, schedulingUrl: site.scheduling.personalTransformation, paymentUrl: site.payment.life },
  careerCoaching: { price: 500, schedulingUrl: site.scheduling.careerAdvancement, paymentUrl: site.payment.career },
  businessCoaching: { price: 1000, schedulingUrl: site.scheduling.businessGrowth, paymentUrl: site.payment.business },
};

/** The free discovery session. */
export const discoveryOffer = { price: 0, hours: 2, schedulingUrl: site.scheduling.discovery } as const;

/** The paid card marked 'Most Popular' on the booking page. */
export const popularService: ServiceKey = 'careerCoaching';
