import type { ServiceKey } from '../../config/pricing';

/**
 * The words of the three paid services and the free discovery session, in one
 * language. The services overview, the booking page and the service pages all
 * show them; prices and links come from the pricing table, not from here.
 */
export interface OffersContent {
  services: Record<
    ServiceKey,
    {
      /** Card and link title, e.g. 'Career Coaching'. */
      name: string;
      /** One or two sentences: what the service is for. */
      summary: string;
      /** Label of a link to the service's page, e.g. 'Explore career coaching'. */
      linkLabel: string;
      /** The paid card: a short line under the title, e.g. 'One prepaid session'. */
      subtitle: string;
      /** The paid card: what one session gives you. */
      description: string;
    }
  >;
  discovery: {
    title: string;
    subtitle: string;
    /** Shown where a price would be, e.g. 'Free · 2 hours'. */
    priceText: string;
    description: string;
    /** 'Schedule a Time' (spec §9). */
    buttonText: string;
  };
  /** How every session works, in three short facts shown under a service page's first button. */
  sessionFacts: [string, string, string];
  /** After the price: 'per session'. */
  perSession: string;
  /** The paid button: 'Pay' (spec §9). */
  payLabel: string;
  /** The badge on the career card: 'Most Popular'. */
  popular: string;
}
