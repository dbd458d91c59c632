import type { Output } from '../schema/fields';
import type { servicePageSchema } from '../schema/service-page';
import type { OffersContent } from './offers';

/**
 * One section of a service page. The service pages share one template
 * and differ only in which sections they list and their words; the order
 * is the same for every service (`serviceSectionOrder`).
 */
export type ServiceSection = Output<typeof servicePageSchema>['sections'][number];

/**
 * The one order of a service page's sections: what changes, how, a client's
 * words, what we work on, what it costs, questions, where else to go.
 * Every kind appears once, except `cards`, which a page may list none, one or
 * two of. A unit test holds every service's content, in both languages, to it.
 */
export const serviceSectionOrder = ['outcomes', 'process', 'testimonial', 'cards', 'pricing', 'faq', 'related'] as const satisfies readonly ServiceSection['kind'][];

/** A service page's words (src/content/service-pages/<service>/), with the offers put in at build. */
export type ServicePageContent = Output<typeof servicePageSchema> & { offers: OffersContent };
