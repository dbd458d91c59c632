import type { BlogPostSummary } from '../schema/post';

/** Compares by UTF-16 code units. `localeCompare` would build an ICU collator on its first call: tens of milliseconds of a phone's main thread, spent while the blog is fetched ahead, for dates and slugs that are ASCII. */
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, by the posts' dates (YYYY-MM-DD sorts as text); the slug breaks a tie so the order never depends on the files. */
export const newestFirst = <P extends Pick<BlogPostSummary, 'date' | 'slug'>>(posts: readonly P[]): P[] =>
  [...posts].sort((a, b) => byCodeUnits(b.date, a.date) || byCodeUnits(a.slug, b.slug));
