/**
 * The paid services, in the order the site lists them: the one list the routes, the page
 * registry, the prices, the booking and payment links and every page that shows the services
 * read. Each one's key, address and icon are code (./service-list.ts); its price, session length,
 * links and whether it is the popular one are settings (src/config/settings/services.json).
 * Adding a service: docs/owner-guide.md, "Adding a service".
 */
import settings from './generated/services';
import { serviceList, type ServiceStructure } from './service-list';

export { kebabCase, serviceFile, serviceKeys, type ServiceKey } from './service-list';

export interface ServiceDef extends ServiceStructure {
  /** One prepaid session, in AED (spec §3, §9). */
  price: number;
  /** How long one session lasts, in minutes. */
  sessionMinutes: number;
  /** Its own page on the external scheduling service; it opens in a new tab. */
  scheduling: string;
  /** Where one session is paid: the card provider's hosted payment page, or `scheduling` when the booking takes the payment. */
  payment: string;
  /** Marks its card 'Most Popular' on the booking page. */
  popular: boolean;
  /** Set (true) when its scheduling page takes the payment: the card shows one 'Book and pay' action to it. */
  paymentInBooking?: true;
}

export const services = serviceList.map((service) => ({ ...service, ...settings[service.key] })) satisfies readonly ServiceDef[];
