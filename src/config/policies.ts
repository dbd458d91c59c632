/**
 * The business rules a client can hold the business to (spec §9). The terms,
 * the booking and service pages and the contact page quote them from here.
 */
export const policies = {
  /** Notice needed to cancel or reschedule a session without losing its fee. */
  noticeHours: 48,
  /** Refunds are processed within this many days of a valid cancellation request. */
  refundDays: 14,
  /** Every message gets a reply within this many hours. */
  replyHours: 24,
  /** A request about one's personal data (privacy policy) is answered within this many days. */
  dataRequestDays: 30,
} as const;
