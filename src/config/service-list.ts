/**
 * The paid services as the code knows them, in the order the site lists them: each one's key,
 * address and icon. Structure, not settings: a service's price, links and session length are in
 * src/config/settings/services.json, under its key (checked by src/config/schema/services.ts), and
 * `services` in ./services.ts puts the two together. Adding a service: docs/owner-guide.md,
 * "Adding a service".
 */
import type { CardIconName } from '../assets/card-icon-names';

export interface ServiceStructure {
  /** The service's name in the code: its route key, the key of its words and of its settings. */
  key: string;
  /** Its address, under `/services/` (and `/ar/services/`). */
  slug: string;
  /** Its symbol on the home page's card, from the card icon sprite (src/assets/card-icons.svg). */
  icon: CardIconName;
}

export const serviceList = [
  { key: 'lifeCoaching', slug: 'life-coaching', icon: 'balance' },
  { key: 'careerCoaching', slug: 'career-coaching', icon: 'stairs' },
  { key: 'businessCoaching', slug: 'business-coaching-consultancy', icon: 'bars' },
] as const satisfies readonly ServiceStructure[];

export type ServiceKey = (typeof serviceList)[number]['key'];

/** In the order the site lists them. */
export const serviceKeys: readonly ServiceKey[] = serviceList.map((service) => service.key);

/** The folder of a service's page words, `src/content/service-pages/<file>/`: its key in kebab case. */
export const serviceFile = (key: ServiceKey): string => kebabCase(key);

/** A key in the code as a file or chunk name: `thankYou` → `thank-you`. */
export const kebabCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
