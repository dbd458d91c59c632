import type { ComponentType } from 'react';
import type { BlogContent, BlogPostContent } from '../content/types/blog';
import type { ServicePageContent } from '../content/types/service-page';
import { serviceFile, serviceKeys, type ServiceKey } from '../config/service-list';
import type { Locale } from '../config/site';
import { definePage, type AnyPage, type PageProps } from '../routes/page-types';
import type { RouteKey } from '../routes/route-table';

type Loader<T> = () => Promise<{ default: T }>;

/** A page with one address per language: its component, and its words in English and in Arabic. */
const page = <C>(component: Loader<ComponentType<PageProps<C>>>, en: Loader<C>, ar: Loader<C>): AnyPage => {
  const words: Record<Locale, Loader<C>> = { en, ar };
  return definePage({ component, content: (locale) => words[locale]().then((module) => module.default) });
};

const blogContent: Record<Locale, Loader<BlogContent>> = {
  en: () => import(/* webpackChunkName: "content-blog-en" */ '../content/en/blog'),
  ar: () => import(/* webpackChunkName: "content-blog-ar" */ '../content/ar/blog'),
};

/** A post page: the blog's words (shared with the list) and the post; its loader travels with the page's component. */
async function postPageContent(locale: Locale, { slug = '' }: Record<string, string>): Promise<BlogPostContent> {
  const [loader, blog] = await Promise.all([
    import(/* webpackChunkName: "page-blog-post" */ './blog-post-content'),
    blogContent[locale](),
  ]);
  return loader.postPageContent(blog.default, locale, slug);
}

const servicePage = () => import(/* webpackChunkName: "page-service" */ '../pages/service/service-page');

/**
 * Each service page's words, one chunk per language, from `content/generated/<locale>/service-pages/`:
 * the file named for the service's key (config/services.ts), so a new service needs no entry here.
 */
const serviceContent: Record<Locale, (key: ServiceKey) => Promise<{ default: ServicePageContent }>> = {
  en: (key) => import(/* webpackChunkName: "content-[request]-en" */ `../content/generated/en/service-pages/${serviceFile(key)}`),
  ar: (key) => import(/* webpackChunkName: "content-[request]-ar" */ `../content/generated/ar/service-pages/${serviceFile(key)}`),
};

/** A page per service, on the shared template. */
const servicePages = Object.fromEntries(
  serviceKeys.map((key) => [key, page(servicePage, () => serviceContent.en(key), () => serviceContent.ar(key))]),
) as Record<ServiceKey, AnyPage>;

/**
 * The built pages: for each route, its component and its words in each
 * language, every one a chunk of its own. A route missing here falls through
 * to not-found. The chunk names matter: the weight test reads them.
 */
export const pageRegistry: Partial<Record<RouteKey, AnyPage>> = {
  home: page(
    () => import(/* webpackChunkName: "page-home" */ '../pages/home/home-page'),
    () => import(/* webpackChunkName: "content-home-en" */ '../content/generated/en/home'),
    () => import(/* webpackChunkName: "content-home-ar" */ '../content/generated/ar/home'),
  ),
  about: page(
    () => import(/* webpackChunkName: "page-about" */ '../pages/about/about-page'),
    () => import(/* webpackChunkName: "content-about-en" */ '../content/generated/en/about'),
    () => import(/* webpackChunkName: "content-about-ar" */ '../content/generated/ar/about'),
  ),
  founder: page(
    () => import(/* webpackChunkName: "page-founder" */ '../pages/founder/founder-page'),
    () => import(/* webpackChunkName: "content-founder-en" */ '../content/generated/en/founder'),
    () => import(/* webpackChunkName: "content-founder-ar" */ '../content/generated/ar/founder'),
  ),
  services: page(
    () => import(/* webpackChunkName: "page-services" */ '../pages/services/services-page'),
    () => import(/* webpackChunkName: "content-services-en" */ '../content/generated/en/services'),
    () => import(/* webpackChunkName: "content-services-ar" */ '../content/generated/ar/services'),
  ),
  ...servicePages,
  booking: page(
    () => import(/* webpackChunkName: "page-booking" */ '../pages/booking/booking-page'),
    () => import(/* webpackChunkName: "content-booking-en" */ '../content/generated/en/booking'),
    () => import(/* webpackChunkName: "content-booking-ar" */ '../content/generated/ar/booking'),
  ),
  blog: page(() => import(/* webpackChunkName: "page-blog" */ '../pages/blog/blog-page'), blogContent.en, blogContent.ar),
  blogPost: definePage({
    component: () => import(/* webpackChunkName: "page-blog-post" */ '../pages/blog/blog-post-page'),
    content: postPageContent,
  }),
  contact: page(
    () => import(/* webpackChunkName: "page-contact" */ '../pages/contact/contact-page'),
    () => import(/* webpackChunkName: "content-contact-en" */ '../content/generated/en/contact'),
    () => import(/* webpackChunkName: "content-contact-ar" */ '../content/generated/ar/contact'),
  ),
  privacy: page(
    () => import(/* webpackChunkName: "page-legal" */ '../pages/legal/legal-page'),
    () => import(/* webpackChunkName: "content-privacy-en" */ '../content/generated/en/privacy'),
    () => import(/* webpackChunkName: "content-privacy-ar" */ '../content/generated/ar/privacy'),
  ),
  terms: page(
    () => import(/* webpackChunkName: "page-legal" */ '../pages/legal/legal-page'),
    () => import(/* webpackChunkName: "content-terms-en" */ '../content/generated/en/terms'),
    () => import(/* webpackChunkName: "content-terms-ar" */ '../content/generated/ar/terms'),
  ),
  thankYou: page(
    () => import(/* webpackChunkName: "page-thank-you" */ '../pages/thank-you/thank-you-page'),
    () => import(/* webpackChunkName: "content-thank-you-en" */ '../content/generated/en/thank-you'),
    () => import(/* webpackChunkName: "content-thank-you-ar" */ '../content/generated/ar/thank-you'),
  ),
};
