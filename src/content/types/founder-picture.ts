import type { Output } from '../schema/fields';
import type { founderPictureSchema } from '../schema/founder-picture';

/** What the founder's picture shows, photograph or drawing (src/content/shared/founder-picture/). */
export type FounderPictureWords = Output<typeof founderPictureSchema>;
