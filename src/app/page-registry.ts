import type { BlogContent, BlogPostContent } from '../content/types/blog';
import { kebabCase, serviceFile, serviceKeys, type ServiceKey } from '../config/service-list';
import type { Locale } from '../config/site';
import { pageWordNames, pageWords } from '../content/generated/page-words';
import { definePage, type AnyPage } from '../routes/page-types';
import { routeKeys, type RouteKey } from '../routes/route-table';

type Module<T> = Promise<{ default: T }>;

/*
 * The one rule: a page's template is `src/pages/<template>-page.tsx` and its words are
 * `src/content/generated/<locale>/<words>.ts`, each a chunk of its own, named for its file
 * (`page-about-about-page`, `content-about-en`). The weight report and tests read those names.
 * The words' loaders are the compiler's list (page-words.ts), which leaves out the shared words.
 */
const template = (name: string): ReturnType<AnyPage['component']> =>
  import(/* webpackChunkName: "page-[request]" */ /* webpackExclude: /not-found/ */ `../pages/${name}-page`);
// Every route's words are a collection's, so the compiler's list holds each name the rule gives.
const words = (locale: Locale, name: string): Module<unknown> => pageWords[locale][pageWordNames.indexOf(name)]!();

interface PageFiles {
  /** `<folder>/<file>` under src/pages/, without `-page.tsx`. */
  template: string;
  /** Under src/content/generated/<locale>/, without `.ts`. */
  words: string;
}

/** By default a route's folder, file and words are all named for its key in kebab case: `thankYou` → `thank-you/thank-you`, `thank-you`. */
const byConvention = (key: string): PageFiles => ({ template: `${kebabCase(key)}/${kebabCase(key)}`, words: kebabCase(key) });

/** The routes whose pages share a template, or whose words live elsewhere. */
const exceptions: Partial<Record<RouteKey, PageFiles>> = {
  ...Object.fromEntries(serviceKeys.map((key: ServiceKey) => [key, { template: 'service-pages/service', words: `service-pages/${serviceFile(key)}` }])),
  privacy: { template: 'legal/legal', words: 'privacy' },
  terms: { template: 'legal/legal', words: 'terms' },
};

const blogContent: Record<Locale, () => Module<BlogContent>> = {
  en: () => import(/* webpackChunkName: "content-blog-en" */ '../content/en/blog'),
  ar: () => import(/* webpackChunkName: "content-blog-ar" */ '../content/ar/blog'),
};

/** A post page: the blog's words (shared with the list) and the post; its loader travels with the page's component. */
async function postPageContent(locale: Locale, { slug = '' }: Record<string, string>): Promise<BlogPostContent> {
  const [loader, blog] = await Promise.all([import(/* webpackChunkName: "page-blog-post" */ './blog-post-content'), blogContent[locale]()]);
  return loader.postPageContent(blog.default, locale, slug);
}

/** The blog's pages read its posts with its words (src/content/<locale>/blog.ts), not the words alone. */
const blogPages: Partial<Record<RouteKey, AnyPage>> = {
  blog: definePage({ component: () => template('blog/blog'), content: (locale) => blogContent[locale]().then((module) => module.default) }),
  blogPost: definePage({ component: () => template('blog/blog-post'), content: postPageContent }),
};

/** The built pages: every route of the table, with its template and its words by the rule above. */
export const pageRegistry = Object.fromEntries(
  routeKeys.map((key) => {
    const files = exceptions[key] ?? byConvention(key);
    const page = blogPages[key] ?? definePage({ component: () => template(files.template), content: (locale) => words(locale, files.words).then((module) => module.default) });
    return [key, page];
  }),
) as Record<RouteKey, AnyPage>;
