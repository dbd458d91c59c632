import type { BlogContent, BlogPostContent } from '../content/schema/blog';
import type { Locale } from '../config/site';
import { pageWordNames, pageWords } from '../content/generated/page-words';
import { definePage, type AnyPage, type PageModules } from '../routes/page-types';
import { routeKeys, templateOf, wordsOf, type RouteKey } from '../routes/route-table';

type Module<T> = Promise<{ default: T }>;

/*
 * The one rule: a route's template is `src/pages/<template>-page.tsx` and its words are the
 * compiler's module of its collection, each a chunk of its own, named for its file
 * (`page-about-about-page`, `content-about-en`); the route table names both (templateOf, wordsOf).
 * The weight report and tests read those names. The words' loaders are the compiler's list
 * (page-words.ts), which leaves out the shared words.
 */
const template = (name: string): ReturnType<AnyPage['component']> =>
  import(/* webpackChunkName: "page-[request]" */ /* webpackExclude: /not-found/ */ `../pages/${name}-page`);
// Every page's words are a collection's, so the compiler's list holds each name the rule gives.
const words = <T>(locale: Locale, name: string): Module<T> => pageWords[locale][pageWordNames.indexOf(name)]!() as Module<T>;

/** A post page: the blog's words (shared with the list) and the post; its loader travels with the page's component. */
async function postPageContent(locale: Locale, { slug = '' }: Record<string, string>): Promise<BlogPostContent> {
  const [loader, blog] = await Promise.all([import(/* webpackChunkName: "page-blog-post" */ './blog-post-content'), words<BlogContent>(locale, 'blog')]);
  return loader.postPageContent(blog.default, locale, slug);
}

/** A route with parameters takes, beside its collection's words, what its values name: a post page, its post. */
const contentWithParams: Partial<Record<RouteKey, PageModules<unknown>['content']>> = {
  blogPost: postPageContent,
};

/** The built pages: every route of the table, with its template and its words by the rule above. */
export const pageRegistry = Object.fromEntries(
  routeKeys.map((key) => [
    key,
    definePage({
      component: () => template(templateOf(key)),
      content: contentWithParams[key] ?? ((locale) => words(locale, wordsOf(key)).then((module) => module.default)),
    }),
  ]),
) as Record<RouteKey, AnyPage>;

/** The words of the page for an address no route names (src/content/pages/not-found/): a collection as any page's. */
export const notFoundWords = <T>(locale: Locale): Module<T> => words<T>(locale, 'not-found');
