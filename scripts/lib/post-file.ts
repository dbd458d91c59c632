/**
 * How a post is written on disk: its file name in each language and the front matter between ---
 * lines. Apart from scripts/lib/posts.ts, which loads the settings' modules: `npm run check:launch`
 * reads the posts before it has written them.
 */

/** A post's file in one language, as the editor writes it: `index.en.md`, `index.ar.md`. */
export const postFileName = (locale: string): string => `index.${locale}.md`;

/** A post file's front matter (YAML, unread) and its Markdown body; none when the file has no front matter. */
export function splitPostFile(source: string): { frontMatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  return match ? { frontMatter: match[1] as string, body: match[2] as string } : undefined;
}
