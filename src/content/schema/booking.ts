import { fields, tuple, type Output, type Words } from './fields';
import type { Content as OffersContent } from './offers';

/** The booking page: src/content/pages/booking/<locale>.json. */
export const schema = ({ heading, hero, item, pageMeta, text, title }: Words) =>
  fields({
    meta: pageMeta(),
    /** Title: 'Start Your Transformation Today'. */
    hero: hero(),
    /** The free discovery session's card; its price text and button come from the offers' words. */
    discovery: fields({
      eyebrow: title({ max: 60 }),
      title: title({ max: 90 }),
      lead: text(),
      whatHappens: fields({ title: title({ max: 60 }), items: tuple(text(), 4) }),
      leaveWith: fields({ title: title({ max: 60 }), items: tuple(text(), 4) }),
      /** 'No Pressure Promise'. */
      promise: fields({ title: title({ max: 60 }), body: text() }),
    }),
    /** 'Paid Coaching & Consultancy Sessions': a card per service follows. */
    paid: heading(),
    /** The banner picture between the offers and the journey. */
    banner: fields({ alt: text(), title: title({ max: 90 }), body: text() }),
    /** 'Your Journey with Us'. */
    journey: heading({ steps: tuple(item(), 3) }),
  });

/** What the editor at /admin calls it. */
export const label = 'Booking page';

/** The booking page's words, with the offers put in at build. */
export type Content = Output<typeof schema> & { offers: OffersContent };
