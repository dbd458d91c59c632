/**
 * Which clicks count as events (./events.ts): a link to a booking page, a payment page or a
 * WhatsApp chat. Shared by the cookieless sender (./sender.ts) and Google Analytics (./google.ts).
 */
import { services as paidServices } from '../config/services';
import { site, WHATSAPP_CHAT } from '../config/site';
import { EVENTS, type EventName } from './events';

const bookingLinks = new Set([site.scheduling.discovery, ...paidServices.map(({ scheduling }) => scheduling)]);
const paymentLinks = new Set(paidServices.map(({ payment }) => payment));

/** The event a click on a link of `href` counts as, if any. */
export function eventOf(href: string): EventName | undefined {
  if (href.startsWith(WHATSAPP_CHAT)) return EVENTS.whatsapp;
  if (bookingLinks.has(href)) return EVENTS.booking;
  if (paymentLinks.has(href)) return EVENTS.payment;
  return undefined;
}

/** Calls `count` with the event of every counted link clicked, before the link is followed. */
export function onLinkEvent(count: (event: EventName) => void): void {
  addEventListener(
    'click',
    (click) => {
      const link = (click.target as Element | null)?.closest?.('a[href]');
      const event = link ? eventOf(link.getAttribute('href') ?? '') : undefined;
      if (event) count(event);
    },
    { capture: true, passive: true },
  );
}
