/**
 * Reads the blog's Markdown (src/content/blog/<slug>/index.<locale>.md), checks its
 * front matter against the post record's type and compiles the body to HTML.
 * Runs at build time only: no Markdown parser reaches a visitor's browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, marked, type Token } from 'marked';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { postSchema, translatedPostSchema } from '../../src/content/schema/post';
import type { PostFrontMatter, TranslatedFrontMatter } from '../../src/content/types/blog';
import type { Locale } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { TITLE_MAX, pageTitle } from '../../src/seo/page-title';
import { checkData } from './content/compile';
import { postArtMotifs, type PostArtMotif } from '../artwork/post-art';
import { SourceError } from './run';

const root = path.resolve(__dirname, '..', '..');
export const postsDir = path.join(root, 'src', 'content', 'blog');

/** A post's file in one language, as the editor writes it: `index.en.md`, `index.ar.md`. */
export const postFileName = (locale: Locale): string => `index.${locale}.md`;

/** A file as the owner finds it: from the project's root, with forward slashes. */
const shown = (file: string): string => path.relative(root, file).split(path.sep).join('/');

export interface SourcePost {
  slug: string;
  /** From the English file: date, category, artwork, and the English words. */
  en: PostFrontMatter & { artwork: PostArtMotif; html: string };
  /** The Arabic version, when the post has one. */
  ar?: TranslatedFrontMatter & { html: string };
}

/** The longest title that keeps `<title> | <short brand>` within TITLE_MAX on the pages of these languages. */
const titleMax = (shownIn: readonly Locale[]): number => Math.min(...shownIn.map((locale) => TITLE_MAX - pageTitle('', locale).length));

// The English title stands on the Arabic pages too when the post has no Arabic version.
const englishSchema = postSchema(titleMax(locales), postArtMotifs as unknown as [string, ...string[]]);
const translatedSchema = translatedPostSchema(titleMax(['ar']));

/**
 * What is wrong with a post file's front matter, one line per field, each naming the file:
 * `src/content/blog/<slug>/index.en.md: excerpt: is 171 characters; at most 160`.
 */
export function frontMatterProblems(data: Record<string, unknown>, file: string): string[] {
  const checked = checkFrontMatter(data, file);
  return checked.ok ? [] : checked.problems;
}

const checkFrontMatter = (data: Record<string, unknown>, file: string) => {
  const english = path.basename(file) === postFileName('en');
  return checkData(english ? englishSchema : translatedSchema, data, english ? 'en' : 'ar', shown(file));
};

/** The front matter with its facts quoted (`{city}`), or the build stops with every problem. */
function validate<T>(data: Record<string, unknown>, file: string): T {
  const checked = checkFrontMatter(data, file);
  if (!checked.ok) throw new SourceError(checked.problems.join('\n'));
  return checked.value as T;
}

/** The body may use headings from h2 down, paragraphs, lists, quotes and emphasis; nothing the page could not style or size. */
function checkBody(tokens: Token[], file: string): void {
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (token.type === 'html') throw new SourceError(`${shown(file)}: raw HTML is not allowed in a post`);
      if (token.type === 'image') throw new SourceError(`${shown(file)}: images in the body are not supported (the post has its artwork)`);
      if (token.type === 'heading' && token.depth === 1) throw new SourceError(`${shown(file)}: start headings at ## (the title is the page's h1)`);
      const children = (token as { tokens?: Token[]; items?: Token[] }).tokens ?? (token as { items?: Token[] }).items;
      if (children) walk(children);
    }
  };
  walk(tokens);
}

/**
 * Each `##` heading and what follows it becomes a <section>: the outline is
 * explicit in the HTML.
 */
const sectioned = (html: string): string =>
  html
    .split(/(?=<h2[ >])/)
    .map((part) => (part.startsWith('<h2') ? `<section>\n${part.trim()}\n</section>` : part.trim()))
    .join('\n');

/** A post file's front matter (not yet checked) and its body as HTML; a file the parser cannot read stops here. */
export function readPostFile(file: string): { data: Record<string, unknown>; html: string } {
  const source = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new SourceError(`${shown(file)}: front matter (between --- lines) is missing`);
  // Dates stay text: the schema without YAML 1.1 timestamps.
  let data: unknown;
  try {
    data = parseYaml(match[1] as string, { schema: 'core' });
  } catch (error) {
    // The front matter starts on the file's second line, after the opening ---.
    const line = error instanceof YAMLParseError && error.linePos ? error.linePos[0].line + 1 : undefined;
    throw new SourceError(
      `${shown(file)}: ${line ? `line ${line}: ` : ''}the front matter is not valid (a value with a colon, or starting with a quote, needs quotes around it all: title: "Work: a guide")`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new SourceError(`${shown(file)}: front matter must be fields`);
  const tokens = Lexer.lex(match[2] as string);
  checkBody(tokens, file);
  return { data: data as Record<string, unknown>, html: sectioned(marked.parser(tokens)) };
}

/** Every post with its versions, validated; throws on the first file that does not fit the record. */
export function readPosts(): SourcePost[] {
  return readdirSync(postsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(postsDir, entry.name, postFileName('en'))))
    .map(({ name: slug }) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        throw new SourceError(`${shown(path.join(postsDir, slug))}: a slug is lower-case words joined by hyphens`);
      }
      const enFile = path.join(postsDir, slug, postFileName('en'));
      const en = readPostFile(enFile);
      const arFile = path.join(postsDir, slug, postFileName('ar'));
      const ar = existsSync(arFile) ? readPostFile(arFile) : undefined;
      return {
        slug,
        en: { ...validate<PostFrontMatter & { artwork: PostArtMotif }>(en.data, enFile), html: en.html },
        ar: ar && { ...validate<TranslatedFrontMatter>(ar.data, arFile), html: ar.html },
      };
    });
}

/** A post in one language: its own version when it has one, else the English one. */
export function versionOf(post: SourcePost, locale: Locale): { lang: Locale; words: TranslatedFrontMatter & { html: string } } {
  return locale === 'ar' && post.ar ? { lang: 'ar', words: post.ar } : { lang: 'en', words: post.en };
}
