import type { Output } from '../schema/fields';
import type { servicesSchema } from '../schema/services';
import type { OffersContent } from './offers';

/** The services overview's words (src/content/pages/services/), with the offers put in at build. */
export type ServicesContent = Output<typeof servicesSchema> & { offers: OffersContent };
