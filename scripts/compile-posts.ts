/**
 * Compiles the blog's Markdown into typed content modules under
 * src/content/blog/generated/ (run by `npm run assets`, after the artwork,
 * whose image modules the posts import):
 *
 * - `posts-<locale>.ts`: every post but its body, in each language (the
 *   blog's content chunk carries them);
 * - `bodies/<slug>.<locale>.json`: a post's body in one language, a static file the post
 *   page fetches when a visitor moves to it within the site (the page a visitor lands on has
 *   it in its HTML). Files, not chunks: a chunk would add to the map of chunks in the entry
 *   every page downloads, so every post would cost every page;
 * - `bodies.ts`: each body's URL, for the post page; `slugs.ts`: the slugs, for the prerender.
 *
 * The pictures in the posts' text are written as AVIF, WebP and JPEG in several widths into
 * src/assets/generated/pictures/ (the bundle copies them to /assets/pictures/), and each
 * becomes a <picture> in the body.
 *
 * A post without an Arabic version gets an Arabic record carrying the English
 * words (`lang: 'en'`), so the Arabic page shows it inside Arabic chrome.
 */
import path from 'node:path';
import { site, type Locale } from '../src/config/site';
import type { BlogPostMeta } from '../src/content/schema/post';
import { locales } from '../src/i18n/locale';
import { writeGeneratedFiles } from './lib/generated-files';
import { writePictureSets, type PictureSet } from './lib/pictures';
import { bodyHtml, postsDir, readPosts, unusedFiles, versionOf, type SourcePost } from './lib/posts';
import { run } from './lib/run';

const outDir = path.join(postsDir, 'generated');
const HEADER = '// Written by scripts/compile-posts.ts from src/content/blog/<slug>/index.<locale>.md: edit the Markdown, not this file.';
const images = '../../../assets/generated/images';

/** A value as TypeScript source; image fields refer to the imported modules by name. */
const literal = (value: unknown, references: Record<string, string>): string =>
  JSON.stringify(value, null, 2).replace(/"@ref:(\w+)"/g, (_, name: string) => references[name] ?? name);

type PostImageField = 'thumbnailImage' | 'featuredImage' | 'ogImage';

/** A post's record in one language but its images: the English words where it has no version in that language. */
export function postRecord(post: SourcePost, locale: Locale): Omit<BlogPostMeta, PostImageField> {
  const { lang, words } = versionOf(post, locale);
  return {
    slug: post.slug,
    lang,
    title: words.title,
    excerpt: words.excerpt,
    date: post.en.date,
    updated: post.en.updated ?? post.en.date,
    author: site.founder.name[locale],
    category: post.en.category,
    keywords: words.keywords,
  };
}

/** A post in one language, all but its body; image fields name the image modules imported as `<name><index>`. */
function metaOf(post: SourcePost, locale: Locale, index: number): string {
  const alt = JSON.stringify(versionOf(post, locale).words.imageAlt);
  // A photograph keeps its sides in Arabic; the drawings mirror (src/components/blog/blog-image.tsx).
  const photo = post.en.coverFile ? ', photo: true' : '';
  const meta: Record<keyof BlogPostMeta, unknown> = {
    ...postRecord(post, locale),
    thumbnailImage: `@ref:thumbnail`,
    featuredImage: `@ref:featured`,
    ogImage: `@ref:og`,
  };
  return literal(meta, {
    thumbnail: `{ ...thumbnail${index}, alt: ${alt}${photo} }`,
    featured: `{ ...featured${index}, alt: ${alt}${photo} }`,
    og: `{ src: og${index}, alt: ${alt}, width: 1200, height: 630 }`,
  });
}

function postsModule(posts: SourcePost[], locale: Locale): string {
  const imports = posts.flatMap((post, i) => [
    `import thumbnail${i} from '${images}/post-${post.slug}-thumbnail';`,
    `import featured${i} from '${images}/post-${post.slug}-featured';`,
    `import og${i} from '${images}/post-${post.slug}-og.jpg';`,
  ]);
  return [
    HEADER,
    "import type { BlogPostMeta } from '../../schema/post';",
    ...imports,
    '',
    '/** In file order: the blog sorts them by date. */',
    `const posts: BlogPostMeta[] = [\n${posts.map((post, i) => metaOf(post, locale, i)).join(',\n')}\n];`,
    '',
    'export default posts;',
    '',
  ].join('\n');
}

const bodyFile = (post: SourcePost, locale: Locale) => `bodies/${post.slug}.${locale}.json`;

function bodiesModule(posts: SourcePost[]): string {
  const name = (i: number, locale: Locale) => `${locale}${i}`;
  const imports = posts.flatMap((post, i) => locales.map((locale) => `import ${name(i, locale)} from './${bodyFile(post, locale)}?url';`));
  const urls = posts.map((post, i) => `  '${post.slug}': { ${locales.map((locale) => `${locale}: ${name(i, locale)}`).join(', ')} },`);
  return [
    HEADER,
    "import type { Locale } from '../../../config/site';",
    ...imports,
    '',
    "/** Where each post's body is, in each language: a JSON string of its HTML. */",
    'export const postBodyUrls: Record<string, Record<Locale, string>> = {',
    ...urls,
    '};',
    '',
  ].join('\n');
}

const slugsModule = (posts: SourcePost[]): string =>
  [
    HEADER,
    '',
    '/** Every post, by slug: the pages the prerender writes. */',
    `export const postSlugs: readonly string[] = ${JSON.stringify(posts.map((post) => post.slug))};`,
    '',
  ].join('\n');

/** Reads every post and writes the blog's modules; returns how many files changed. Throws the first problem. */
export async function compilePosts(): Promise<{ summary: string; changed: number }> {
  const posts = readPosts();
  const sets: ReadonlyMap<string, PictureSet> = await writePictureSets(
    posts.flatMap((post) => [post.en, ...(post.ar ? [post.ar] : [])].flatMap((version) => version.body.pictures.map((picture) => picture.file))),
  );
  const files: Record<string, string> = { 'slugs.ts': slugsModule(posts), 'bodies.ts': bodiesModule(posts) };
  for (const locale of locales) {
    files[`posts-${locale}.ts`] = postsModule(posts, locale);
    for (const post of posts) files[bodyFile(post, locale)] = JSON.stringify(bodyHtml(versionOf(post, locale).words.body, sets));
  }
  const changed = await writeGeneratedFiles(outDir, files);
  // Not a mistake in what the site shows, so not a stop: named, for the owner to delete.
  for (const file of posts.flatMap(unusedFiles)) console.warn(`${file}: nothing in the post uses this file (a picture replaced?): delete it, or name it as the cover or in the text`);
  const pictures = `${sets.size} picture${sets.size === 1 ? '' : 's'}`;
  return { summary: `Compiled ${posts.length} posts (${posts.filter((post) => post.ar).length} with an Arabic version) into ${Object.keys(files).length} files, their text's ${pictures} into src/assets/generated/pictures/`, changed };
}

if (require.main === module) run(async () => console.log((await compilePosts()).summary));
