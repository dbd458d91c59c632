import type { ComponentType } from 'react';
import { site, type Locale } from '../config/site';

/** What every page component receives. */
export interface PageProps<C> {
  content: C;
  locale: Locale;
  params: Record<string, string>;
}

export interface PageModules<C> {
  component: () => Promise<{ default: ComponentType<PageProps<C>> }>;
  /** One content module per language, each its own chunk. */
  content: Record<Locale, () => Promise<{ default: C }>>;
  /** For a route with parameters: every set of values to prerender. */
  staticParams?: () => Record<string, string>[];
}

/**
 * The content type is checked in definePage, where component and content
 * meet, then erased so pages of different shapes share one table. (`any`
 * rather than `unknown`: component props are contravariant.)
 */
export type AnyPage = PageModules<any>;
export const definePage = <C>(modules: PageModules<C>): AnyPage => modules;

export interface RouteDef {
  /** English path pattern; the Arabic one is the same under `/ar`. */
  path: string;
  /** false: search engines are told not to index it, and it stays out of the sitemap. */
  indexed: boolean;
  /** Absent until the page is built: the route then falls through to not-found. */
  page?: AnyPage;
}

const home = definePage({
  component: () => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'),
  content: {
    en: () => import(/* webpackChunkName: "content-home-en" */ '../content/en/home'),
    ar: () => import(/* webpackChunkName: "content-home-ar" */ '../content/ar/home'),
  },
});

const thankYou = definePage({
  component: () => import(/* webpackChunkName: "page-thank-you" */ '../pages/thank-you/thank-you-page'),
  content: {
    en: () => import(/* webpackChunkName: "content-thank-you-en" */ '../content/en/thank-you'),
    ar: () => import(/* webpackChunkName: "content-thank-you-ar" */ '../content/ar/thank-you'),
  },
});

/**
 * Every route of the site, in one place. Links, the language switch, the
 * prerender list and the browser tests all read this table.
 */
export const routes = {
  home: { path: '/', indexed: true, page: home },
  about: { path: '/about', indexed: true },
  founder: { path: `/meet-${site.founder.firstName}`, indexed: true },
  services: { path: '/services', indexed: true },
  lifeCoaching: { path: '/services/life-coaching', indexed: true },
  careerCoaching: { path: '/services/career-coaching', indexed: true },
  businessCoaching: { path: '/services/business-coaching-consultancy', indexed: true },
  booking: { path: '/booking', indexed: true },
  blog: { path: '/blog', indexed: true },
  blogPost: { path: '/blog/:slug', indexed: true },
  contact: { path: '/contact', indexed: true },
  privacy: { path: '/privacy', indexed: true },
  terms: { path: '/terms-and-conditions', indexed: true },
  thankYou: { path: '/thank-you', indexed: false, page: thankYou },
} satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

export const routeKeys = Object.keys(routes) as RouteKey[];

export const routeDef = (key: RouteKey): RouteDef => routes[key];
