import type { Output } from '../schema/fields';
import type { offersSchema } from '../schema/offers';

/** The words of the paid services and the free discovery session (src/content/shared/offers/). */
export type OffersContent = Output<typeof offersSchema>;
