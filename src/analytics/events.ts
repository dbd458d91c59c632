/**
 * The clicks the site counts as events, by the names the owner sees in the service (and, in
 * Plausible, adds as goals): read by the sender and by the launch check's reminder.
 */
export const EVENTS = { booking: 'Booking link', payment: 'Payment link', whatsapp: 'WhatsApp' } as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];
