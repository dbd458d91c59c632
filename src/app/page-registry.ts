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
  about: definePage({
    component: () => import(/* webpackChunkName: "page-about" */ '../pages/about/about-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-about-en" */ '../content/en/about'),
      ar: () => import(/* webpackChunkName: "content-about-ar" */ '../content/ar/about'),
    },
  }),
  founder: definePage({
    component: () => import(/* webpackChunkName: "page-founder" */ '../pages/founder/founder-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-founder-en" */ '../content/en/founder'),
      ar: () => import(/* webpackChunkName: "content-founder-ar" */ '../content/ar/founder'),
    },
  }),
  services: definePage({
    component: () => import(/* webpackChunkName: "page-services" */ '../pages/services/services-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-services-en" */ '../content/en/services'),
      ar: () => import(/* webpackChunkName: "content-services-ar" */ '../content/ar/services'),
    },
  }),
  lifeCoaching: definePage({
    component: () => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-life-coaching-en" */ '../content/en/life-coaching'),
      ar: () => import(/* webpackChunkName: "content-life-coaching-ar" */ '../content/ar/life-coaching'),
    },
  }),
  careerCoaching: definePage({
    component: () => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-career-coaching-en" */ '../content/en/career-coaching'),
      ar: () => import(/* webpackChunkName: "content-career-coaching-ar" */ '../content/ar/career-coaching'),
    },
  }),
  businessCoaching: definePage({
    component: () => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-business-coaching-en" */ '../content/en/business-coaching'),
      ar: () => import(/* webpackChunkName: "content-business-coaching-ar" */ '../content/ar/business-coaching'),
    },
  }),
  booking: definePage({
    component: () => import(/* webpackChunkName: "page-booking" */ '../pages/booking/booking-page'),
    content: {
      en: () => import(/* webpackChunkName: "content-booking-en" */ '../content/en/booking'),
      ar: () => import(/* webpackChunkName: "content-booking-ar" */ '../content/ar/booking'),
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
