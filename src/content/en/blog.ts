import posts from '../blog/generated/posts-en';
import { newestFirst } from '../blog/order';
import words from '../generated/en/blog';
import type { BlogContent } from '../schema/blog';

/** The blog's words (src/content/pages/blog/en.json) and its posts (src/content/blog/), newest first: one chunk. */
const blog: BlogContent = { ...words, posts: newestFirst(posts) };

export default blog;
