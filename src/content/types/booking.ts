import type { Item, PageMetaContent, SectionHeading } from './common';
import type { OffersContent } from './offers';

type Four = [string, string, string, string];

export interface BookingContent {
  meta: PageMetaContent;
  /** Title: 'Start Your Transformation Today'. */
  hero: { eyebrow: string; title: string; lead: string };
  /** The Free Discovery Session card; its price text and button words come from `offers.discovery`. */
  discovery: {
    eyebrow: string;
    title: string;
    lead: string;
    whatHappens: { title: string; items: Four };
    leaveWith: { title: string; items: Four };
    /** 'No Pressure Promise'. */
    promise: { title: string; body: string };
  };
  /** 'Paid Coaching & Consultancy Sessions': a card per service, from the service list and `offers`. */
  paid: SectionHeading;
  /** The banner image between the offers and the journey. */
  banner: { alt: string; title: string; body: string };
  /** 'Your Journey with Us': Welcome & Preparation, Your Coaching Experience, Growth & Next Steps. */
  journey: SectionHeading & { steps: [Item, Item, Item] };
  offers: OffersContent;
}
