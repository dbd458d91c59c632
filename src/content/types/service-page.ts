import type { Output } from '../schema/fields';
import type { servicePageSchema } from '../schema/service-page';
import type { OffersContent } from './offers';

/**
 * One section of a service page. The service pages share one template
 * and differ only in which sections they list and their words; the order
 * is the same for every service (`serviceSectionOrder`, which the schema holds them to).
 */
export type ServiceSection = Output<typeof servicePageSchema>['sections'][number];

/** A service page's words (src/content/service-pages/<service>/), with the offers put in at build. */
export type ServicePageContent = Output<typeof servicePageSchema> & { offers: OffersContent };
