import type { ClosingContent, FaqItem, IconItem, Item, PageMetaContent, SectionHeading, Testimonial } from './common';
import type { OffersContent } from './offers';

/**
 * One section of a service page. The service pages share one template
 * and differ only in which sections they list and their words; the order
 * is the same for every service (`serviceSectionOrder`).
 */
export type ServiceSection =
  /** What changes for the client, drawn beside its heading: short lines with check marks… */
  | (SectionHeading & { kind: 'outcomes'; checklist: string[] })
  /** …or a few titled points, each with its icon. */
  | (SectionHeading & { kind: 'outcomes'; items: IconItem[] })
  /** Numbered steps. */
  | (SectionHeading & { kind: 'process'; steps: Item[] })
  /** A band of its own: the heading reads as a label above the client's words. */
  | (SectionHeading & { kind: 'testimonial'; testimonial: Testimonial })
  /** Titled cards with icons: results, specialisations, focus areas, audiences. */
  | (SectionHeading & { kind: 'cards'; items: IconItem[] })
  /** The paid card (from the pricing table and `offers`) beside the free discovery card. */
  | (SectionHeading & { kind: 'pricing' })
  | (SectionHeading & { kind: 'faq'; items: FaqItem[] })
  /** Cards linking to the other services. */
  | (SectionHeading & { kind: 'related' });

/**
 * The one order of a service page's sections: what changes, how, a client's
 * words, what we work on, what it costs, questions, where else to go.
 * Every kind appears once, except `cards`, which a page may list none, one or
 * two of. A unit test holds every service's content, in both languages, to it.
 */
export const serviceSectionOrder = ['outcomes', 'process', 'testimonial', 'cards', 'pricing', 'faq', 'related'] as const satisfies readonly ServiceSection['kind'][];

export interface ServicePageContent {
  meta: PageMetaContent;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** Opens this service's own external scheduling page, so it names the service: 'Book a career coaching session'. */
    cta: string;
  };
  sections: ServiceSection[];
  /** Its button goes to the booking page. */
  closing: ClosingContent;
  offers: OffersContent;
}
