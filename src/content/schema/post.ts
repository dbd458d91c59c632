import { z } from 'zod';
import { blogCategories } from '../../config/blog-categories';
import type { ResponsiveImage } from '../../assets/responsive-image';
import type { BlogCategory } from '../../config/blog-categories';
import type { Locale } from '../../config/site';
import { fields, list, oneOf, type Words } from './fields';

const day = z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a day, YYYY-MM-DD (in quotes or not)') }).refine(
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  { error: 'must be a day, YYYY-MM-DD' },
).meta({ format: 'date' });

/** A post's own words, in any language. */
const postWords = ({ description, pageTitleText, text }: Words) => ({
  /** Held to TITLE_MAX alone, with no "|": the brand after it in a page's title is left off where there is no room (src/seo/page-title.ts). */
  title: pageTitleText(),
  /** The page's description in search results. */
  excerpt: description(),
  keywords: list(text({ max: 60 }), { min: 1, max: 12 }),
  /** Describes the post's picture, its cover or else its drawing (used for all its sizes). */
  imageAlt: text({ max: 200 }),
});

/**
 * A post's English Markdown front matter (src/content/blog/<slug>/index.en.md): its words, and the day,
 * category and picture every version shares (the editor writes those to the English file only).
 * `artworks` are the drawings the build can make.
 */
export const postSchema = (artworks: readonly [string, ...string[]]) => (words: Words) =>
  fields({
    ...postWords(words),
    date: day,
    /** On or after `date`: set it when a change to the words matters to a reader. */
    // The editor writes an empty day as '' (YAML: nothing, or null): left out, that is.
    updated: z
      .union([day, z.literal(''), z.null()])
      .optional()
      .transform((value) => value || undefined),
    category: oneOf(blogCategories),
    /** Which drawing illustrates the post, until it has a picture of its own; and should the cover be removed. */
    artwork: oneOf(artworks),
    /**
     * The post's own picture: a file in its folder (`cover.jpg`, as the editor stores an upload),
     * at least 1600 × 900 pixels. Where it is, its type and its size are checked as the posts are
     * read (scripts/lib/posts.ts); empty or left out, the post shows its drawing.
     */
    cover: z
      .string({ error: 'must be the name of a picture in the post\'s folder, e.g. cover.jpg' })
      .optional()
      .meta({ contentMediaType: 'image/*' }),
  }).superRefine((post, ctx) => {
    if (post.updated !== undefined && post.updated < post.date) ctx.addIssue({ code: 'custom', path: ['updated'], message: `is before "date" (${post.date})`, input: post.updated });
  });

/** Another language's version (src/content/blog/<slug>/index.ar.md): its own words only. */
export const translatedPostSchema = () => (words: Words) => fields(postWords(words));

/** A post's English front matter, as the schema passes it. */
export type PostFrontMatter = Omit<z.output<ReturnType<ReturnType<typeof postSchema>>>, 'updated'> & { updated?: string };

/** An Arabic (or other) version carries its own words only; date, category, artwork and cover come from the English file. */
export type TranslatedFrontMatter = z.output<ReturnType<ReturnType<typeof translatedPostSchema>>>;

// The records the posts' compiler writes (scripts/compile-posts.ts) from what the schemas pass.

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
