import type { BlogPostMeta } from '../../content/schema/post';

/**
 * The posts suggested under a post: those of its category first, then the rest, each group newest
 * first; never the post itself. `posts` is the blog's list, already newest first.
 */
export function relatedPosts<Post extends Pick<BlogPostMeta, 'slug' | 'category'>>(posts: readonly Post[], current: Post, count = 2): Post[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...sameCategory, ...rest].slice(0, count);
}
