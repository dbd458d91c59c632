/**
 * Reads the blog's Markdown (src/content/blog/<slug>/index.<locale>.md), checks its
 * front matter against the post record's type, checks the pictures it names (its cover, the
 * pictures in its text: in the post's folder, of a type the build reads, described) and where its
 * links go (post-links.ts), refuses a post whose title, excerpt or text is another's (a copy left
 * unchanged), quotes the site's facts its text names (`{years}`, as the data files do) and
 * compiles the body to HTML. Runs at build time only: no Markdown parser reaches a visitor's
 * browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, Marked, type Token, type Tokens } from 'marked';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { postSchema, translatedPostSchema } from '../../src/content/schema/post';
import type { PostFrontMatter, TranslatedFrontMatter } from '../../src/content/schema/post';
import type { Locale } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { outsideArabicFace, outsideFaceProblem } from '../../src/config/arabic-script';
import { resolveTokens, type TextContext } from '../../src/content/schema/text';
import { checkData } from './content/compile';
import { HOUSE_STYLE_FILE, houseStyleProblems, readHouseStyle, titleCased, titleCaseMistakes, withBrandName } from './content/house-style';
import type { Checked } from './content/problems';
import type { HouseStyle } from '../../src/content/schema/house-style';
import { jsonSchemaOfWords, kindsIn } from './content/words-kinds';
import { escapeHtml } from './escape-html';
import { languageContext } from './content/context';
import { postArtMotifs, POST_ART_HEIGHT, POST_ART_WIDTH, type PostArtMotif } from '../artwork/post-art';
import { pictureHtml, pictureInFolder, readPicture, shownPath as shown, tooSmall, type PictureSet } from './pictures';
import { postFileName, splitPostFile } from './post-file';
import { isAllowedTarget, LINK_RULE } from './post-links';
import { SourceError } from './run';
import { isTestsBuild, siteRoot } from './site-root';

const root = path.resolve(__dirname, '..', '..');
/** The blog's folder in the project: the owner's posts, and what the build writes of the posts it read (generated/). */
export const postsDir = path.join(root, 'src', 'content', 'blog');
/** Where the build reads the posts from: the owner's folder, or the tests' site's in the tests' build (site-root.ts). */
export const sourcePostsDir = (): string => path.join(siteRoot(), 'src', 'content', 'blog');

/**
 * The tests' own posts: one in English only, one that uses every feature of a post's text. The
 * site holds them only when SITE_FIXTURES=1, which `npm test` sets for its build; `npm run build`,
 * the deploys and the launch check never do, so they are never published. The content's posts
 * are the owner's to change: the tests' cases must not hang on them.
 */
export const fixturePostsDir = path.join(root, 'test', 'fixtures', 'blog');

/** Whether this build includes the tests' fixture posts. */
export const withFixturePosts = isTestsBuild;

export { postFileName };

/**
 * The images the build makes of a post's picture (scripts/generate-artwork.ts), from its cover
 * or else its drawing: the featured picture at the top of the post, the list card's, and the
 * share preview.
 */
export const postImageSizes = {
  featured: { width: POST_ART_WIDTH, height: POST_ART_HEIGHT, widths: [800, 1200, 1600] },
  thumbnail: { width: 1200, height: 900, widths: [480, 800, 1200] },
  og: { width: 1200, height: 630 },
} as const;

/** The least a cover may be: as wide as the widest of those images, as tall as the tallest. */
export const COVER_MIN = {
  width: Math.max(...Object.values(postImageSizes).map((image) => image.width)),
  height: Math.max(...Object.values(postImageSizes).map((image) => image.height)),
};

/** A picture in a post's text: as written (`chart.jpg`), its file, and its description. */
export interface TextPicture {
  name: string;
  file: string;
  alt: string;
}

/** A post's text in one language, parsed and checked, and the pictures it shows. */
export interface PostBody {
  /** The post's folder, which its pictures' names are relative to. */
  folder: string;
  tokens: Token[];
  pictures: TextPicture[];
}

export interface SourcePost {
  slug: string;
  /** From the English file: date, category, artwork, cover, and the English words. */
  en: PostFrontMatter & { artwork: PostArtMotif; body: PostBody; /** The cover's file, when the post has one. */ coverFile?: string };
  /** The Arabic version, when the post has one. */
  ar?: TranslatedFrontMatter & { body: PostBody };
}

const englishSchema = postSchema(postArtMotifs as unknown as [string, ...string[]]);
const translatedSchema = translatedPostSchema();

/** The front matter's schemas, as the build checks it: the English file's (every field) and a translation's (its words). */
export const postSchemas = { english: englishSchema, translated: translatedSchema } as const;

/** What the English file holds for every version: the editor writes these to it alone. */
const sharedFields = ['date', 'updated', 'category', 'artwork', 'cover'] as const;

/**
 * What is wrong with a post file's front matter, one line per field, each naming the file:
 * `src/content/blog/<slug>/index.en.md: excerpt: is 171 characters; at most 160`.
 */
export function frontMatterProblems(data: Record<string, unknown>, file: string): string[] {
  const checked = checkFrontMatter(data, file);
  return checked.ok ? [] : checked.problems;
}

/** The cover as written, when there is one: an empty value is none. */
const coverOf = (data: Record<string, unknown>) => (typeof data.cover === 'string' && data.cover.trim() !== '' ? data.cover : undefined);

/** The house style as a post's words are held to it: its title a heading in Title Case, its quotes and terms as every data file's. */
let postStyle: ReturnType<typeof withBrandName> | undefined;
function houseStyleOfPosts(): Checked<HouseStyle> {
  if (postStyle) return { ok: true, value: postStyle };
  const read = readHouseStyle();
  if (read.ok) postStyle = withBrandName(read.value);
  return read;
}

function postStyleProblems(data: Record<string, unknown>, file: string, locale: Locale, schema: typeof englishSchema | typeof translatedSchema): string[] {
  const style = houseStyleOfPosts();
  if (!style.ok) return style.problems;
  const words = Object.fromEntries(Object.entries(data).filter(([field]) => !(sharedFields as readonly string[]).includes(field)));
  return houseStyleProblems(shown(file), locale, words, style.value, kindsIn(jsonSchemaOfWords(schema), words));
}

/** The front matter checked by its schema, then by the house style: every problem of both. */
const checkFrontMatter = (data: Record<string, unknown>, file: string) => {
  const english = path.basename(file) === postFileName('en');
  const checked = checkShape(data, file);
  const style = postStyleProblems(data, file, english ? 'en' : 'ar', english ? englishSchema : translatedSchema);
  return style.length === 0 ? checked : { ok: false as const, problems: [...(checked.ok ? [] : checked.problems), ...style] };
};

const checkShape = (data: Record<string, unknown>, file: string) => {
  const english = path.basename(file) === postFileName('en');
  if (!english) {
    // A field every version shares, in a translation: said as such, not as a misspelt name.
    const shared = sharedFields.filter((field) => field in data);
    const words = Object.fromEntries(Object.entries(data).filter(([field]) => !(sharedFields as readonly string[]).includes(field)));
    const checked = checkData(translatedSchema, words, 'ar', shown(file));
    const problems = [
      ...shared.map((field) => `${shown(file)}: ${field}: is written in ${postFileName('en')} only (every version of the post shares it)`),
      ...(checked.ok ? [] : checked.problems),
    ];
    return problems.length > 0 ? { ok: false as const, problems } : checked;
  }
  const checked = checkData(englishSchema, data, 'en', shown(file));
  const cover = coverOf(data);
  const found = cover === undefined ? undefined : pictureInFolder(cover, path.dirname(file));
  if (!found || !('problem' in found)) return checked;
  return { ok: false as const, problems: [...(checked.ok ? [] : checked.problems), `${shown(file)}: cover "${cover}": ${found.problem}`] };
};

/** The front matter with its facts quoted (`{city}`), or the build stops with every problem. */
function validate<T>(data: Record<string, unknown>, file: string): T {
  const checked = checkFrontMatter(data, file);
  if (!checked.ok) throw new SourceError(checked.problems.join('\n'));
  return checked.value as T;
}

const walker = new Marked();

/** A link as the owner finds it in the file: its words and where it goes. */
const linkSubject = (file: string, { text, href }: Tokens.Link) => `${shown(file)}: link "${text.replace(/\s+/g, ' ')}" to "${href}"`;

/**
 * The body may use headings from h2 down, paragraphs, lists, quotes, emphasis, links (post-links.ts)
 * and pictures from the post's folder, each described; nothing the page could not style or size.
 * Every link that goes elsewhere is said, one line each.
 */
function checkBody(tokens: Token[], file: string): TextPicture[] {
  const pictures: TextPicture[] = [];
  const problems: string[] = [];
  // An English post's headings are headings like any other: Title Case (docs/house-style.md).
  const style = path.basename(file) === postFileName('en') ? houseStyleOfPosts() : undefined;
  if (style && !style.ok) throw new SourceError(style.problems.join('\n'));
  walker.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && style?.ok) {
      const { text } = token as Tokens.Heading;
      if (titleCaseMistakes(text, style.value).length > 0) {
        problems.push(`${shown(file)}: heading "${text}": is not in Title Case (${titleCaseMistakes(text, style.value).join(', ')}); a heading reads "${titleCased(text, style.value)}" (${HOUSE_STYLE_FILE}, titleCase)`);
      }
    }
    if (token.type === 'link') {
      const link = token as Tokens.Link;
      // The parser links a bare www.example.com over http; the site links over https.
      if (link.raw.startsWith('www.') && link.href === `http://${link.raw}`) link.href = `https://${link.raw}`;
      if (!isAllowedTarget(link.href)) problems.push(`${linkSubject(file, link)}: ${LINK_RULE}`);
    }
    if (token.type === 'html') throw new SourceError(`${shown(file)}: raw HTML is not allowed in a post`);
    if (token.type === 'heading' && token.depth === 1) throw new SourceError(`${shown(file)}: start headings at ## (the title is the page's h1)`);
    if (token.type === 'image') {
      const { href, text } = token as Tokens.Image;
      const subject = `${shown(file)}: picture "${href}"`;
      if (text.trim() === '') throw new SourceError(`${subject}: needs alt text (describe it for someone who cannot see it)`);
      const found = pictureInFolder(href, path.dirname(file));
      if ('problem' in found) throw new SourceError(`${subject}: ${found.problem}`);
      pictures.push({ name: href, file: found.file, alt: text.trim() });
    }
  });
  if (problems.length > 0) throw new SourceError(problems.join('\n'));
  return pictures;
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

/**
 * A post's body as HTML, each picture a responsive <picture> from `sets` (what
 * scripts/compile-posts.ts wrote for each picture's file): absolute site paths, since the
 * page fetches the body as data.
 */
export function bodyHtml(body: PostBody, sets: ReadonlyMap<string, PictureSet>): string {
  // What reaches the page is only what readPostFile accepted, even for tokens that did not come through it.
  const unchecked = (what: string) => new Error(`${shown(body.folder)}: ${what} reached the page unchecked: read the post with readPostFile`);
  const marked = new Marked({
    renderer: {
      html(): string {
        throw unchecked('raw HTML');
      },
      link(token) {
        if (!isAllowedTarget(token.href)) throw unchecked(`a link to "${token.href}"`);
        return false;
      },
      image({ href, text, tokens }) {
        const found = pictureInFolder(href, body.folder);
        const set = 'file' in found ? sets.get(found.file) : undefined;
        if (!set) throw new Error(`no picture made for "${href}" in ${shown(body.folder)}: run npm run assets`);
        return pictureHtml(set, tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text);
      },
    },
  });
  return sectioned(marked.parser(body.tokens));
}

/** The language a post file is written in, by its name (`index.ar.md`). */
const languageOf = (file: string): Locale => locales.find((locale) => path.basename(file) === postFileName(locale)) ?? 'en';

const contexts = new Map<Locale, TextContext>();
const textContext = (locale: Locale): TextContext => {
  const known = contexts.get(locale) ?? languageContext(locale).text;
  contexts.set(locale, known);
  return known;
};


/**
 * Quotes the site's facts in a post's text as the pages do (src/content/schema/text.ts): `{years}`,
 * `{city}`, `{her|his}`; `{{` and `}}` for a brace. In the words the Markdown parser found, so a
 * fact's value is words, never Markdown; code is shown as typed. In Arabic a left-to-right fact (an
 * address, a phone number) is isolated, as on the pages. Every name the site does not know stops
 * the build, one line each, with the file and the line it is on.
 */
function quoteFacts(tokens: Token[], file: string, source: string, bodyStart: number): void {
  const locale = languageOf(file);
  const context = textContext(locale);
  const problems: string[] = [];
  // A picture's description is an attribute: plain words, no isolating markup.
  const plain = new WeakSet<Token>();
  const resolve = (text: string) => {
    const { runs, problems: found } = resolveTokens(text, context);
    for (const problem of found) {
      const named = /^"([^"]+)"/.exec(problem)?.[1];
      const at = named === undefined ? -1 : source.indexOf(named, bodyStart);
      const line = at < 0 ? '' : `line ${source.slice(0, at).split('\n').length}: `;
      problems.push(`${shown(file)}: ${line}${problem}`);
    }
    return runs;
  };
  walker.walkTokens(tokens, (token) => {
    if (token.type === 'image') {
      const image = token as Tokens.Image;
      image.text = resolve(image.text).map((run) => run.text).join('');
      const mark = (children: Token[] | undefined) => children?.forEach((child) => {
        plain.add(child);
        mark('tokens' in child ? (child.tokens as Token[] | undefined) : undefined);
      });
      mark(image.tokens);
      return;
    }
    if (token.type !== 'text' || ('tokens' in token && token.tokens) || (token as Tokens.Text).escaped) return;
    const text = token as Tokens.Text;
    const runs = resolve(text.text);
    // In Arabic a Latin fact is isolated; in either language a number or code is kept whole (<Whole>).
    const ltr = (run: (typeof runs)[number]) => locale === 'ar' && run.ltr;
    if (!plain.has(token) && runs.some((run) => ltr(run) || run.whole)) {
      text.text = runs
        .map((run) => {
          if (run.whole) return `<bdi data-whole=""${ltr(run) ? ' dir="ltr"' : ''}>${escapeHtml(run.text)}</bdi>`;
          return ltr(run) ? `<bdi dir="ltr">${escapeHtml(run.text)}</bdi>` : escapeHtml(run.text);
        })
        .join('');
      text.escaped = true;
    } else {
      text.text = runs.map((run) => run.text).join('');
    }
  });
  if (problems.length > 0) throw new SourceError([...new Set(problems)].join('\n'));
}

/** A post file's front matter (not yet checked) and its body, checked, its facts quoted; a file the parser cannot read stops here. */
export function readPostFile(file: string): { data: Record<string, unknown>; body: PostBody } {
  const source = readFileSync(file, 'utf8');
  const foreign = source.split('\n').flatMap((line, index) => {
    const letters = outsideArabicFace(line);
    return letters.length === 0 ? [] : [`${shown(file)}: line ${index + 1}: ${outsideFaceProblem(letters)}`];
  });
  if (foreign.length > 0) throw new SourceError(foreign.join('\n'));
  const parts = splitPostFile(source);
  if (!parts) throw new SourceError(`${shown(file)}: front matter (between --- lines) is missing`);
  // Dates stay text: the schema without YAML 1.1 timestamps.
  let data: unknown;
  try {
    data = parseYaml(parts.frontMatter, { schema: 'core' });
  } catch (error) {
    // The front matter starts on the file's second line, after the opening ---.
    const line = error instanceof YAMLParseError && error.linePos ? error.linePos[0].line + 1 : undefined;
    throw new SourceError(
      `${shown(file)}: ${line ? `line ${line}: ` : ''}the front matter is not valid (a value with a colon, or starting with a quote, needs quotes around it all: title: "Work: a guide")`,
    );
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new SourceError(`${shown(file)}: front matter must be fields`);
  const tokens = Lexer.lex(parts.body);
  quoteFacts(tokens, file, source, source.length - parts.body.length);
  return { data: data as Record<string, unknown>, body: { folder: path.dirname(file), tokens, pictures: checkBody(tokens, file) } };
}

/**
 * Every post with its versions, validated; throws on the first file that does not fit the record.
 * From `dir` when given (a copy of the blog's folder, the fixtures'); else the site's posts: the
 * blog's folder, and the fixtures' when the build includes them.
 */
export function readPosts(dir?: string): SourcePost[] {
  const posts = dir !== undefined ? readPostsIn(dir) : [...readPostsIn(sourcePostsDir()), ...(withFixturePosts() ? readPostsIn(fixturePostsDir) : [])];
  const twice = posts.find((post, i) => posts.findIndex((other) => other.slug === post.slug) !== i);
  if (twice) throw new SourceError(`${shown(path.join(fixturePostsDir, twice.slug))}: a post of the blog has this slug already`);
  const copied = copiedWords(posts);
  if (copied.length > 0) throw new SourceError(copied.join('\n'));
  return posts;
}

/**
 * The words that make a post its own, each of which no other post may share in the same language:
 * the editor's Duplicate copies every file of a post, its Arabic one too, and a copy published
 * unchanged repeats a title, a search result's description or a whole article. The date is not
 * among them (two posts may come out on the same day), nor the keywords, the category, the cover
 * and its description (a series may share them).
 */
const ownWords = {
  title: (words: TranslatedFrontMatter) => words.title,
  excerpt: (words: TranslatedFrontMatter) => words.excerpt,
  text: (words: { body: PostBody }) => words.body.tokens.map((token) => token.raw).join(''),
} as const;

/** Words as a reader tells them apart: spaces and line breaks aside. */
const spoken = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One line for each of a post's words that another post has in the same language, on the post
 * whose slug comes later (a copy's: the editor names it after the original's), naming the other:
 * `src/content/blog/<copy>/index.ar.md: title: is the same as src/content/blog/<original>/index.ar.md's; …`.
 */
function copiedWords(posts: readonly SourcePost[]): string[] {
  const versions = [...posts]
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .flatMap((post) => [
      { locale: 'en' as const, words: post.en },
      ...(post.ar ? [{ locale: 'ar' as const, words: post.ar }] : []),
    ])
    .map(({ locale, words }) => ({ locale, words, file: shown(path.join(words.body.folder, postFileName(locale))) }));
  return versions.flatMap((version, i) =>
    (Object.keys(ownWords) as (keyof typeof ownWords)[]).flatMap((field) => {
      const mine = spoken(ownWords[field](version.words));
      if (mine === '') return [];
      const other = versions.slice(0, i).find((earlier) => earlier.locale === version.locale && spoken(ownWords[field](earlier.words)) === mine);
      if (!other) return [];
      const untranslated = version.locale === 'en' ? '' : ` (or delete ${postFileName(version.locale)} until it is translated)`;
      return [`${version.file}: ${field}: is the same as ${other.file}'s; write this post's own${untranslated}`];
    }),
  );
}

function readPostsIn(dir: string): SourcePost[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, postFileName('en'))))
    .map(({ name: slug }) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        throw new SourceError(`${shown(path.join(dir, slug))}: a slug is lower-case words joined by hyphens`);
      }
      const enFile = path.join(dir, slug, postFileName('en'));
      const en = readPostFile(enFile);
      const arFile = path.join(dir, slug, postFileName('ar'));
      const ar = existsSync(arFile) ? readPostFile(arFile) : undefined;
      const words = validate<PostFrontMatter & { artwork: PostArtMotif }>(en.data, enFile);
      const cover = coverOf(en.data);
      const found = cover === undefined ? undefined : pictureInFolder(cover, path.dirname(enFile));
      return {
        slug,
        en: { ...words, body: en.body, ...(found && 'file' in found ? { coverFile: found.file } : {}) },
        ar: ar && { ...validate<TranslatedFrontMatter>(ar.data, arFile), body: ar.body },
      };
    });
}

/**
 * The cover's pixels, when the post has one, once they are known to fill the largest image made
 * of them; else the build stops with the one line that says what size it needs.
 */
export async function coverPicture(post: SourcePost): Promise<Buffer | undefined> {
  if (!post.en.coverFile) return undefined;
  const read = await readPicture(post.en.coverFile);
  const problem = 'problem' in read ? read.problem : tooSmall(read.size, COVER_MIN);
  if (problem !== undefined || 'problem' in read) {
    throw new SourceError(`${shown(path.join(post.en.body.folder, postFileName('en')))}: cover "${post.en.cover}": ${problem}`);
  }
  return read.data;
}

/** A post in one language: its own version when it has one, else the English one. */
export function versionOf(post: SourcePost, locale: Locale): { lang: Locale; words: TranslatedFrontMatter & { body: PostBody } } {
  return locale === 'ar' && post.ar ? { lang: 'ar', words: post.ar } : { lang: 'en', words: post.en };
}

/** Where scripts/compile-posts.ts writes a post's body in one language: the HTML the page shows, as a JSON string. */
export const compiledBodyFile = (slug: string, locale: Locale): string => path.join(postsDir, 'generated', 'bodies', `${slug}.${locale}.json`);

/**
 * The files in a post's folder that nothing uses: not one of its Markdown files, not its cover, not
 * a picture in its text. The editor leaves the old file behind when a picture is replaced under
 * another name; the build names it, and the owner deletes it (docs/admin-guide.md, "Pictures").
 */
export function unusedFiles(post: SourcePost): string[] {
  const folder = post.en.body.folder;
  const used = new Set([post.en.coverFile, ...[post.en, ...(post.ar ? [post.ar] : [])].flatMap((version) => version.body.pictures.map((picture) => picture.file))]);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/^index\.[a-z]{2}\.md$/.test(entry.name) && !used.has(path.join(folder, entry.name)))
    .map((entry) => shown(path.join(folder, entry.name)));
}
