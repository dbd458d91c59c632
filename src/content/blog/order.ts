import type { BlogPostSummary } from '../types/blog';

/** Newest first, by the posts' dates (YYYY-MM-DD sorts as text); the slug breaks a tie so the order never depends on the files. */
export const newestFirst = <P extends Pick<BlogPostSummary, 'date' | 'slug'>>(posts: readonly P[]): P[] =>
  [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
