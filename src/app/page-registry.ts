import { definePage, type AnyPage } from '../routes/page-types';
import type { RouteKey } from '../routes/route-table';

/**
 * The built pages: for each route, its component and its words in each
 * language, every one a chunk of its own. A route missing here falls through
 * to not-found. The chunk names matter: the weight test reads them.
 */
export const pageRegistry: Partial<Record<RouteKey, AnyPage>> = {
  home: definePage({
    component: () => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-home-en" */ '../content/en/home'),
      ar: () => import(/* webpackChunkName: "content-home-ar" */ '../content/ar/home'),
    },
  }),
  thankYou: definePage({
    component: () => import(/* webpackChunkName: "page-thank-you" */ '../pages/thank-you/thank-you-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-thank-you-en" */ '../content/en/thank-you'),
      ar: () => import(/* webpackChunkName: "content-thank-you-ar" */ '../content/ar/thank-you'),
    },
  }),
};
