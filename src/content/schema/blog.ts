import { blogCategories, type BlogCategory } from '../../config/blog-categories';
import { fields, type Output, type Words } from './fields';
import type { BlogPost, BlogPostMeta } from './post';

/** The blog's words, shared by the list and the post pages: src/content/pages/blog/<locale>.json. The posts are Markdown. */
export const schema = ({ closing, hero, label, pageMeta, text, title }: Words) =>
  fields({
    meta: pageMeta(),
    hero: hero(),
    /** Shown when some posts are not in the page's language. */
    otherLanguageNote: text().optional(),
    readMore: label({ max: 30 }),
    words: fields({
      categories: fields(Object.fromEntries(blogCategories.map((category) => [category, label({ max: 40 })])) as Record<BlogCategory, ReturnType<typeof label>>),
      /** Before the author's name: 'By'. */
      byline: text({ max: 20 }),
      /** The feed's title and description, as feed readers list them. */
      feedTitle: title({ max: 90 }),
      feedDescription: text(),
    }),
    closing: closing(),
    postPage: fields({
      backToBlog: label({ max: 40 }),
      /** Shown above a post that is not in the page's language. */
      otherLanguageNote: text().optional(),
      /** The spec's button (§2.13), in the band that ends a post. */
      cta: label({ max: 60 }),
      closing: fields({ title: title({ max: 90 }), body: text() }),
      /** The box on the author under a post; the founder's name comes from the settings. */
      author: fields({ eyebrow: title({ max: 40 }), bio: text() }),
      relatedTitle: title({ max: 60 }),
      notFound: fields({ meta: pageMeta(), title: title({ max: 60 }), body: text(), back: label({ max: 40 }) }),
    }),
  });

/** What the editor at /admin calls it. */
export const label = 'Blog (list and post pages)';

/** The blog's own words, without the posts: what the compiler writes. */
export type Content = Output<typeof schema>;

/** What the blog pages say in a language, whatever the posts. */
export type BlogWords = Content['words'];

/** The words around a post on its page. */
export type BlogPostWords = Content['postPage'];

/**
 * The blog's words and every post but its body, newest first, in one language: shared by the list
 * and the post pages, one chunk (src/content/<locale>/blog.ts).
 */
export type BlogContent = Content & { posts: BlogPostMeta[] };

/** A post page's content: the blog's words and the post, or null for a slug with no post. */
export interface BlogPostContent {
  blog: BlogContent;
  post: BlogPost | null;
}
