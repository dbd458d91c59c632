import type { blogSchema } from '../schema/blog';
import type { Output } from '../schema/fields';
import type { ResponsiveImage } from '../../assets/responsive-image';
import type { BlogCategory } from '../../config/blog-categories';
import type { Locale } from '../../config/site';

export type { BlogCategory };

/** An image of a post record (spec §3): where it is, what it shows, its size. */
export interface PostImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A post image drawn in several widths and formats (AVIF, WebP, JPEG). */
export type ResponsivePostImage = PostImage &
  ResponsiveImage & {
    /** Made from the post's cover, a photograph: never mirrored in Arabic, as the drawings are. */
    photo?: true;
  };

/** What a list card shows of a post. */
export interface BlogPostSummary {
  slug: string;
  /**
   * The language the title, excerpt and body are written in. An Arabic page
   * carries an English post where the post has no Arabic version.
   */
  lang: Locale;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  category: BlogCategory;
  /** 1200×900 */
  thumbnailImage: ResponsivePostImage;
}

/** Everything about a post but its body: what the blog's content chunk carries for every post. */
export interface BlogPostMeta extends BlogPostSummary {
  /** YYYY-MM-DD: the last real change to its words; the publication day until then. */
  updated: string;
  keywords: string[];
  /** 1600×900 */
  featuredImage: ResponsivePostImage;
  /** 1200×630, for share previews. */
  ogImage: PostImage;
}

/**
 * A blog post record (spec §3), compiled from Markdown at build time
 * (scripts/compile-posts.ts). The body is a chunk of its own per post and
 * language; see src/app/blog-post-content.ts.
 */
export interface BlogPost extends BlogPostMeta {
  /** The body as HTML. */
  content: string;
}

type Words = Output<typeof blogSchema>;

/** The blog's own words (src/content/pages/blog/), without the posts. */
export type BlogWordsContent = Words;

/** What the blog pages say in a language, whatever the posts. */
export type BlogWords = Words['words'];

/** The words around a post on its page. */
export type BlogPostWords = Words['postPage'];

/**
 * The blog's content in one language, shared by the list and the post pages (one chunk): its words
 * (src/content/pages/blog/) and every post but its body, newest first.
 */
export type BlogContent = Words & { posts: BlogPostMeta[] };

/** A post page's content: the blog's words and the post, or null for a slug with no post. */
export interface BlogPostContent {
  blog: BlogContent;
  post: BlogPost | null;
}

/** The front matter of a post's English Markdown file; validated at build time. */
export interface PostFrontMatter {
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD, on or after `date`: set it when a change to the words matters to a reader (search engines show it). */
  updated?: string;
  category: BlogCategory;
  keywords: string[];
  /** Describes the post's picture, its cover or else its drawing (used for all three sizes). */
  imageAlt: string;
  /** Which drawing illustrates the post (scripts/artwork/post-art.tsx) when it has no cover. */
  artwork: string;
  /** The post's own picture, a file in its folder (`cover.jpg`); the drawing when there is none. */
  cover?: string;
}

/** An Arabic (or other) version carries its own words only; date, category, artwork and cover come from the English file. */
export type TranslatedFrontMatter = Pick<PostFrontMatter, 'title' | 'excerpt' | 'keywords' | 'imageAlt'>;
