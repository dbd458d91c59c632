import type { ClosingContent, FaqItem, Item, PageMetaContent, SectionHeading, Testimonial } from './common';
import type { OffersContent } from './offers';

/**
 * One section of a service page. The service pages share one template
 * and differ only in which sections they list, in what order, and their words.
 */
export type ServiceSection =
  /** Titled cards: benefits, outcomes, results, focus areas, specialisations, audiences. */
  | (SectionHeading & { kind: 'cards'; items: Item[] })
  /** A list of short outcomes with check marks. */
  | (SectionHeading & { kind: 'checklist'; items: string[] })
  /** Numbered steps. */
  | (SectionHeading & { kind: 'process'; steps: Item[] })
  | (SectionHeading & { kind: 'testimonial'; testimonial: Testimonial })
  | (SectionHeading & { kind: 'faq'; items: FaqItem[] })
  /** The paid card (from the pricing table and `offers`) beside the free discovery card. */
  | (SectionHeading & { kind: 'pricing' })
  /** Cards linking to the other services. */
  | (SectionHeading & { kind: 'related' });

export interface ServicePageContent {
  meta: PageMetaContent;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Opens this service's own external scheduling page. */
    cta: string;
  };
  sections: ServiceSection[];
  /** Its button goes to the booking page. */
  closing: ClosingContent;
  offers: OffersContent;
}
