import { postBodyUrls } from '../content/blog/generated/bodies';
import type { BlogContent, BlogPostContent } from '../content/schema/blog';
import type { Locale } from '../config/site';

/** A post's body (HTML), fetched as a static file: only moving to a post within the site needs it. */
async function fetchBody(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as string;
}

/** A post page's content: the blog's words and the post, or null for a slug with no post. */
export async function postPageContent(blog: BlogContent, locale: Locale, slug: string): Promise<BlogPostContent> {
  const meta = blog.posts.find((post) => post.slug === slug);
  const url = meta && Object.hasOwn(postBodyUrls, slug) ? postBodyUrls[slug]?.[locale] : undefined;
  if (!meta || !url) return { blog, post: null };
  return { blog, post: { ...meta, content: await fetchBody(url) } };
}
