import type { bookingSchema } from '../schema/booking';
import type { Output } from '../schema/fields';
import type { OffersContent } from './offers';

/** The booking page's words (src/content/pages/booking/), with the offers put in at build. */
export type BookingContent = Output<typeof bookingSchema> & { offers: OffersContent };
