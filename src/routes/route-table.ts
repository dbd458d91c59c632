import { kebabCase, serviceFile, serviceList, type ServiceKey } from '../config/service-list';
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
  /**
   * Its template, under src/pages/ without `-page.tsx`, when it is not the route's own
   * (`<route>/<route>`, the key in kebab case): a template several routes share.
   */
  template?: string;
  /** The collection of its words, when it is not the route's own folder, src/content/pages/<route>/. */
  words?: string;
}

/** One page per paid service, at `/services/<slug>`, in the services' order: one template, each its words (src/content/service-pages/). */
const serviceRoutes = Object.fromEntries(
  serviceList.map((service) => [
    service.key,
    { path: `/services/${service.slug}`, indexed: true, template: 'service-pages/service', words: `service-pages/${serviceFile(service.key)}` },
  ]),
) as Record<ServiceKey, RouteDef>;

/**
 * Every route of the site, as plain data. Links, the language switch, the prerender list, the
 * sitemap and the browser tests all read this table, and the page registry
 * (src/app/page-registry.ts) makes every route's page from it: its template and its words, each
 * named for the route's key unless the entry names them.
 */
export const routes = {
  home: { menu: 'main', path: '/', indexed: true },
  about: { menu: 'main', path: '/about', indexed: true },
  founder: { menu: 'main', path: `/meet-${site.founder.firstName}`, indexed: true },
  services: { menu: 'main', path: '/services', indexed: true },
  ...serviceRoutes,
  booking: { menu: 'main', path: '/booking', indexed: true },
  blog: { menu: 'main', path: '/blog', indexed: true },
  blogPost: { path: '/blog/:slug', indexed: true, template: 'blog/blog-post', words: 'blog' },
  contact: { menu: 'main', path: '/contact', indexed: true },
  privacy: { menu: 'legal', path: '/privacy', indexed: true, template: 'legal/legal' },
  terms: { menu: 'legal', path: '/terms-and-conditions', indexed: true, template: 'legal/legal' },
  thankYou: { path: '/thank-you', indexed: false },
} satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export const routeKeys = Object.keys(routes) as RouteKey[];

export const routeDef = (key: RouteKey): RouteDef => routes[key];

/** The routes the menu lists, in its order. */
export type MenuKey = { [K in RouteKey]: (typeof routes)[K] extends { menu: string } ? K : never }[RouteKey];
export const menuKeys = routeKeys.filter((key): key is MenuKey => routeDef(key).menu !== undefined);

/** A route's template, under src/pages/ without `-page.tsx`: `thankYou` → `thank-you/thank-you`. */
export const templateOf = (key: RouteKey): string => routeDef(key).template ?? `${kebabCase(key)}/${kebabCase(key)}`;

/** The collection of a route's words (src/content/generated/<locale>/<words>.ts): `thankYou` → `thank-you`. */
export const wordsOf = (key: RouteKey): string => routeDef(key).words ?? kebabCase(key);
