import type { z } from 'zod';
import { serviceKeys, type ServiceKey } from '../service-list';
import { dirhams, group, link, optionalLink, wholeNumber, yesOrNo } from './fields';

/** The editor's hint under the payment-in-booking switch. */
const PAYMENT_IN_BOOKING_HINT =
  'Switch it on when this service’s booking page takes the payment itself (a paid event on Cal.com, Calendly with Stripe): its card then shows one button, “Book and pay”, to the booking page, and its payment page may be left empty.';

const service = group({
  /** One prepaid session, in whole dirhams (AED). */
  price: dirhams(),
  /** How long one session lasts, in minutes: the price cards and the service page say it. */
  sessionMinutes: wholeNumber({ min: 1 }),
  /** The service's own page on the scheduling service; it opens in a new tab. */
  scheduling: link(),
  /** The card provider's hosted payment page for one session; empty (or left out) when the booking page takes the payment. */
  payment: optionalLink('A full address, starting https://; empty when the booking page takes the payment (the switch below)'),
  /** Marks its card 'Most Popular' on the booking page. */
  popular: yesOrNo(),
  /** The booking page takes the payment itself: one 'Book and pay' action to it instead of 'Pay' to the payment page. Off unless switched on. */
  paymentInBooking: yesOrNo().optional().meta({ description: PAYMENT_IN_BOOKING_HINT }),
})
  .superRefine((entry, ctx) => {
    if (!entry.paymentInBooking && !entry.payment) {
      ctx.addIssue({
        code: 'custom',
        path: ['payment'],
        message: 'is empty: give the card-payment page for one session (https://…), or set paymentInBooking to true if the booking page takes the payment',
        input: entry.payment,
      });
    }
  })
  // What the site reads: `payment` is where a session is paid, the booking page when it takes the
  // payment; the flag stays only when set, so a site that never uses it carries not a byte of it.
  .transform(({ price, sessionMinutes, scheduling, payment, popular, paymentInBooking }) => ({
    price,
    sessionMinutes,
    scheduling,
    payment: (paymentInBooking ? scheduling : payment) as string,
    popular,
    ...(paymentInBooking ? { paymentInBooking: true as const } : {}),
  }));

/**
 * What the sessions cost, how long they last and where they are booked and paid:
 * src/config/settings/services.json, one entry per paid service (by its key in
 * src/config/service-list.ts), then the free discovery session and the VAT.
 */
export const servicesSchema = group({
  ...(Object.fromEntries(serviceKeys.map((key) => [key, service])) as Record<ServiceKey, typeof service>),
  discovery: group({
    /** How long the free discovery session lasts, in hours. */
    hours: wholeNumber({ min: 1 }),
  }),
  /** Whether the prices already include UAE VAT (5 %): the price cards say which. */
  pricesIncludeVat: yesOrNo(),
}).superRefine((settings, ctx) => {
  const popular = serviceKeys.filter((key) => settings[key].popular);
  for (const key of popular.slice(1)) {
    ctx.addIssue({ code: 'custom', path: [key, 'popular'], message: `only one service can be marked popular, and ${popular[0]} is`, input: true });
  }
});

export type ServicesSettings = z.output<typeof servicesSchema>;
