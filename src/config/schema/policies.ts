import type { z } from 'zod';
import { group, wholeNumber } from './fields';

/**
 * The business rules a client can hold the business to (spec §9): src/config/settings/policies.json.
 * The terms, the privacy policy, the booking, service, contact and thank-you pages quote them, in
 * words, in both languages.
 */
export const policiesSchema = group({
  /** Notice needed to cancel or reschedule a session without losing its fee, in hours. */
  noticeHours: wholeNumber({ min: 1 }),
  /** Refunds are made within this many days of a valid cancellation. */
  refundDays: wholeNumber({ min: 1 }),
  /** Every message gets a reply within this many hours. */
  replyHours: wholeNumber({ min: 1 }),
  /** A request about one's personal data (privacy policy) is answered within this many days. */
  dataRequestDays: wholeNumber({ min: 1 }),
  /** An enquiry that does not lead to coaching (a message, its contact details) is deleted within this many months. */
  enquiryRetentionMonths: wholeNumber({ min: 1 }),
  /** Session notes are deleted this many months after the last session. */
  notesRetentionMonths: wholeNumber({ min: 1 }),
  /** Booking and payment records are kept this many years after the last session: the law's period for business records. */
  recordRetentionYears: wholeNumber({ min: 1 }),
});

export type PoliciesSettings = z.output<typeof policiesSchema>;
