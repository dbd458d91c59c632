import { postBodies } from '../content/blog/generated/bodies';
import type { BlogContent, BlogPostContent } from '../content/types/blog';
import type { Locale } from '../config/site';
import { POST_BODY_ATTRIBUTE } from '../pages/blog/post-body';

/**
 * On the page a visitor lands on, the post's body is already in the
 * prerendered HTML: hydration adopts it from there instead of downloading the
 * same words again as script. Only moving to a post within the site fetches
 * its body's chunk.
 */
function prerenderedBody(slug: string): string | undefined {
  const element = document.querySelector(`[${POST_BODY_ATTRIBUTE}="${CSS.escape(slug)}"]`);
  return element?.innerHTML;
}

/** A post page's content: the blog's words and the post, or null for a slug with no post. */
export async function postPageContent(blog: BlogContent, locale: Locale, slug: string): Promise<BlogPostContent> {
  const meta = blog.posts.find((post) => post.slug === slug);
  const body = meta && Object.hasOwn(postBodies, slug) ? postBodies[slug]?.[locale] : undefined;
  if (!meta || !body) return { blog, post: null };
  const content = prerenderedBody(slug) ?? (await body()).default;
  return { blog, post: { ...meta, content } };
}
