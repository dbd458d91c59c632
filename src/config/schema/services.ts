import type { z } from 'zod';
import { serviceKeys, type ServiceKey } from '../service-list';
import { dirhams, group, link, wholeNumber, yesOrNo } from './fields';

const service = group({
  /** One prepaid session, in whole dirhams (AED). */
  price: dirhams(),
  /** How long one session lasts, in minutes: the price cards and the service page say it. */
  sessionMinutes: wholeNumber({ min: 1 }),
  /** The service's own page on the scheduling service; it opens in a new tab. */
  scheduling: link(),
  /** The card provider's hosted payment page for one session. */
  payment: link(),
  /** Marks its card 'Most Popular' on the booking page. */
  popular: yesOrNo(),
});

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
