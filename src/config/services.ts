/**
 * The paid services, in the order the site lists them: the one list the
 * routes, the page registry, the prices, the booking and payment links and
 * every page that shows the services read. Adding a service:
 * docs/owner-guide.md, "Adding a service".
 */
import type { CardIconName } from '../content/types/common';

export interface ServiceDef {
  /** The service's name in the code: its route key and the key of its words. */
  key: string;
  /** Its address, under `/services/` (and `/ar/services/`). */
  slug: string;
  /** One prepaid session, in AED (spec §3, §9): the only place a price is written. */
  price: number;
  /** Its own page on the external scheduling service; it opens in a new tab. */
  scheduling: string;
  /** The card provider's hosted payment page for one session. */
  payment: string;
  /** Its symbol on the home page's card, from the card icon sprite (src/assets/card-icons.svg). */
  icon: CardIconName;
  /** Marks its card 'Most Popular' on the booking page. */
  popular?: true;
}

export const services = [
  {
    key: 'lifeCoaching',
    slug: 'life-coaching',
    price: 250,
    icon: 'balance',
    scheduling: 'https://scheduling.example.com/personal-transformation',
    payment: 'https://pay.example.com/life-coaching-session',
  },
  {
    key: 'careerCoaching',
    slug: 'career-coaching',
    price: 500,
    icon: 'stairs',
    popular: true,
    scheduling: 'https://scheduling.example.com/career-advancement',
    payment: 'https://pay.example.com/career-coaching-session',
  },
  {
    key: 'businessCoaching',
    slug: 'business-coaching-consultancy',
    price: 1000,
    icon: 'bars',
    scheduling: 'https://scheduling.example.com/business-growth',
    payment: 'https://pay.example.com/business-coaching-session',
  },
] as const satisfies readonly ServiceDef[];

export type ServiceKey = (typeof services)[number]['key'];

/** In the order the site lists them. */
export const serviceKeys: readonly ServiceKey[] = services.map((service) => service.key);

/** The file of a service's page words in each language, `content/<locale>/service-pages/<file>.ts`: its key in kebab case. */
export const serviceFile = (key: ServiceKey): string => kebabCase(key);

/** A key in the code as a file or chunk name: `thankYou` → `thank-you`. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
