import type { Output } from '../schema/fields';
import type { consentSchema } from '../schema/consent';

/** The consent banner's words (src/content/shared/consent/). */
export type ConsentWords = Output<typeof consentSchema>;
