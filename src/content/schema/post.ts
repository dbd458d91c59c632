import { z } from 'zod';
import { blogCategories } from '../types/blog';
import { description, fields, list, oneOf, text } from './fields';

const day = z.string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a day, YYYY-MM-DD (in quotes or not)') }).refine(
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  { error: 'must be a day, YYYY-MM-DD' },
);

const words = (titleMax: number) => ({
  title: text({ max: titleMax }),
  /** The page's description in search results. */
  excerpt: description(),
  keywords: list(text({ max: 60 }), { min: 1, max: 12 }),
  /** Describes the post's picture (used for all its sizes). */
  imageAlt: text({ max: 200 }),
});

/**
 * A post's English Markdown front matter (src/content/blog/<slug>/index.en.md): its words, and the day,
 * category and picture every version shares. `titleMax` keeps `<title> | <brand>` within 60
 * characters on every page the title is shown on; `artworks` are the drawings the build can make.
 */
export const postSchema = (titleMax: number, artworks: readonly [string, ...string[]]) =>
  fields({
    ...words(titleMax),
    date: day,
    /** On or after `date`: set it when a change to the words matters to a reader. */
    updated: day.optional(),
    category: oneOf(blogCategories),
    /** Which drawing illustrates the post, until it has a picture of its own. */
    artwork: oneOf(artworks),
  }).superRefine((post, ctx) => {
    if (post.updated !== undefined && post.updated < post.date) ctx.addIssue({ code: 'custom', path: ['updated'], message: `is before "date" (${post.date})`, input: post.updated });
  });

/** Another language's version (src/content/blog/<slug>/index.ar.md): its own words only. */
export const translatedPostSchema = (titleMax: number) => fields(words(titleMax));
