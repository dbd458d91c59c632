import posts from '../blog/generated/posts-ar';
import { newestFirst } from '../blog/order';
import words from '../generated/ar/blog';
import type { BlogContent } from '../schema/blog';

/** The blog's words (src/content/pages/blog/ar.json) and its posts (src/content/blog/), newest first: one chunk. */
const blog: BlogContent = { ...words, posts: newestFirst(posts) };

export default blog;
