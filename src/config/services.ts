/**
 * The paid services, in the order the site lists them: the one list the
 * routes, the page registry, the prices and every page that shows the services
 * read. Adding a service: docs/owner-guide.md, "Adding a service".
 */
export interface ServiceDef {
  /** The service's name in the code: its route key and the key of its words. */
  key: string;
  /** Its address, under `/services/` (and `/ar/services/`). */
  slug: string;
  /** One prepaid session, in AED (spec §3, §9): the only place a price is written. */
  price: number;
  /** Marks its card 'Most Popular' on the booking page. */
  popular?: true;
}

export const services = [
  { key: 'lifeCoaching', slug: 'life-coaching', price: 250 },
  { key: 'careerCoaching', slug: 'career-coaching', price: 500, popular: true },
  { key: 'businessCoaching', slug: 'business-coaching-consultancy', price: 1000 },
] as const satisfies readonly ServiceDef[];

export type ServiceKey = (typeof services)[number]['key'];

/** In the order the site lists them. */
export const serviceKeys: readonly ServiceKey[] = services.map((service) => service.key);
