import type { Output } from '../schema/fields';
import type { thankYouSchema } from '../schema/thank-you';

export type ThankYouContent = Output<typeof thankYouSchema>;
