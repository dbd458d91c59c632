import { serviceList, type ServiceKey } from '../config/service-list';
import { site } from '../config/site';

export interface RouteDef {
  /** English path pattern; the Arabic one is the same under `/ar`. */
  path: string;
  /** false: search engines are told not to index it, and it stays out of the sitemap. */
  indexed: boolean;
  /**
   * Where the site's menu lists it, in the table's order (src/components/layout/nav-items.ts): with
   * the main pages, or with the legal ones. Its label is `nav.<route>` in the shared words
   * (src/content/shared/ui/) or `menuLabel` in the page's own.
   */
  menu?: 'main' | 'legal';
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
  home: { menu: 'main', path: '/', indexed: true },
  about: { menu: 'main', path: '/about', indexed: true },
  founder: { menu: 'main', path: `/meet-${site.founder.firstName}`, indexed: true },
  services: { menu: 'main', path: '/services', indexed: true },
  ...serviceRoutes,
  booking: { menu: 'main', path: '/booking', indexed: true },
  blog: { menu: 'main', path: '/blog', indexed: true },
  blogPost: { path: '/blog/:slug', indexed: true },
  contact: { menu: 'main', path: '/contact', indexed: true },
  privacy: { menu: 'legal', path: '/privacy', indexed: true },
  terms: { menu: 'legal', path: '/terms-and-conditions', indexed: true },
  thankYou: { path: '/thank-you', indexed: false },
} satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export const routeKeys = Object.keys(routes) as RouteKey[];

export const routeDef = (key: RouteKey): RouteDef => routes[key];

/** The routes the menu lists, in its order. */
export type MenuKey = { [K in RouteKey]: (typeof routes)[K] extends { menu: string } ? K : never }[RouteKey];
export const menuKeys = routeKeys.filter((key): key is MenuKey => routeDef(key).menu !== undefined);
