import type { ServiceKey } from '../../config/services';

/**
 * The words of the paid services and the free discovery session, in one
 * language: every card, link and line that names a service outside its own
 * page (home, services overview, booking, the other service pages, the terms'
 * price list). Prices and links come from the service list, not from here.
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
      /** The name where a list or card names it: the home page's card and the terms' price list (the glossary's name: 'Career Coaching'). */
      plainName: string;
      /** How long one session lasts, from config/pricing.ts: '60 minutes', on the paid card. */
      duration: string;
      /** The same as a fact under the service page's first button: '60-minute sessions'. */
      durationFact: string;
      /** The home page's card: one or two sentences. */
      teaser: string;
      /** The services overview's card: what the service covers, a few short items. */
      features: string[];
      /** The terms' price list, after the name and the price, e.g. 'for one prepaid session.' */
      termsFee: string;
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
  /** How every session works, in two short facts shown under a service page's first button (after the session's length): where and in which language, and that the discovery session is free. */
  sessionFacts: [string, string];
  /** Beside every price: whether it includes VAT, from config/pricing.ts. */
  vatNote: string;
  /** After the price: 'per session'. */
  perSession: string;
  /** The paid button: 'Pay' (spec §9). */
  payLabel: string;
  /** The badge on the popular service's card: 'Most Popular'. */
  popular: string;
}
