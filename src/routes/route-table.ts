import { serviceList, type ServiceKey } from '../config/service-list';
import { site } from '../config/site';

export interface RouteDef {
  /** English path pattern; the Arabic one is the same under `/ar`. */
  path: string;
  /** false: search engines are told not to index it, and it stays out of the sitemap. */
  indexed: boolean;
}

/** One page per paid service, at `/services/<slug>`, in the services' order. */
const serviceRoutes = Object.fromEntries(
  serviceList.map((service) => [service.key, { path: `/services/${service.slug}`, indexed: true }]),
) as Record<ServiceKey, RouteDef>;

/**
 * Every route of the site, as plain data. Links, the language switch, the
 * prerender list and the browser tests all read this table; which routes have
 * a built page is the page registry's business (src/app/page-registry.ts).
 */
export const routes = {
  home: { path: '/', indexed: true },
  about: { path: '/about', indexed: true },
  founder: { path: `/meet-${site.founder.firstName}`, indexed: true },
  services: { path: '/services', indexed: true },
  ...serviceRoutes,
  booking: { path: '/booking', indexed: true },
  blog: { path: '/blog', indexed: true },
  blogPost: { path: '/blog/:slug', indexed: true },
  contact: { path: '/contact', indexed: true },
  privacy: { path: '/privacy', indexed: true },
  terms: { path: '/terms-and-conditions', indexed: true },
  thankYou: { path: '/thank-you', indexed: false },
} satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export const routeKeys = Object.keys(routes) as RouteKey[];

export const routeDef = (key: RouteKey): RouteDef => routes[key];
