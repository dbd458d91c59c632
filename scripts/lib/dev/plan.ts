/**
 * What `npm start` (scripts/dev.ts) compiles again when a source file changes: only the steps of
 * `npm run assets` whose output depends on it, in the order `assets` runs them.
 *
 * - a settings file: the settings, then the posts and the pages' words, which quote their facts
 *   (site.json also names the brand and the founder, which the artwork draws);
 * - a page's, a service's or the shared words: the pages' words (the shared interface strings
 *   also give the share cards their tagline; the legal clauses are facts posts may quote too);
 * - anything in a post's folder (its Markdown, its pictures), or a post folder itself: the posts,
 *   after the artwork, which draws each post's picture.
 *
 * `artwork` is a check, not a redraw: the artwork is drawn again only when it lacks a picture
 * (artworkToDraw, below), since drawing takes seconds to minutes.
 */

export type Step = 'settings' | 'artwork' | 'posts' | 'content';

/** The order the steps run in, as `npm run assets` runs them. */
export const STEP_ORDER: readonly Step[] = ['settings', 'artwork', 'posts', 'content'];

/** The folders watched, from the project root. */
export const WATCHED_DIRS = [
  'src/config/settings',
  'src/content/pages',
  'src/content/service-pages',
  'src/content/shared',
  'src/content/legal',
  'src/content/style',
  'src/content/blog',
] as const;

/** An editor's swap, backup or probe file, never a source (`.en.json.swp`, `en.json~`, vim's `4913`). */
const scratch = (name: string): boolean => name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|tmp|bak)$/i.test(name) || /^\d+$/.test(name);

/**
 * The steps a change to `file` needs, in order; none for a file no step reads. `file` is from the
 * project root, with forward slashes, and ends with one when it is (or was) a folder: one added,
 * renamed or removed. A file without an extension is a tool's scratch file (`sed -i` writes
 * `sedX4bq9Z` beside the file it edits).
 */
export function stepsFor(file: string): Step[] {
  const folder = file.endsWith('/');
  const path = folder ? file.slice(0, -1) : file;
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === '' || scratch(name) || (!folder && !name.includes('.'))) return [];
  const under = (dir: string) => path === dir || path.startsWith(`${dir}/`);
  const data = folder || name.endsWith('.json');

  if (under('src/config/settings')) {
    if (!data) return [];
    return name === 'site.json' ? ['settings', 'artwork', 'posts', 'content'] : ['settings', 'posts', 'content'];
  }
  if (under('src/content/blog')) {
    // Its own output, and the code beside the posts (order.ts), which webpack watches itself.
    if (under('src/content/blog/generated') || /\.tsx?$/.test(name)) return [];
    return ['artwork', 'posts'];
  }
  if (!data) return [];
  if (under('src/content/shared/ui')) return ['artwork', 'content'];
  if (under('src/content/legal')) return ['posts', 'content'];
  if (under('src/content/pages') || under('src/content/service-pages') || under('src/content/shared') || under('src/content/style')) return ['content'];
  return [];
}

/** The steps a set of changed files needs, each once, in order. */
export function planFor(files: Iterable<string>): Step[] {
  const needed = new Set<Step>();
  for (const file of files) for (const step of stepsFor(file)) needed.add(step);
  return STEP_ORDER.filter((step) => needed.has(step));
}

/** What the artwork is drawn from that the owner edits (scripts/lib/artwork-inputs.ts). */
export interface ArtworkInputs {
  /** The brand and the tagline in every language, as one string to compare. */
  words: string;
  /** Each post's picture: `<slug>:<drawing>`. */
  posts: string[];
}

/**
 * What must be drawn that was not, going from the artwork drawn from `before` to `now`: the share
 * cards when their words changed, and each post's new picture (a post
 * removed needs nothing drawn). Empty when nothing is.
 */
export function artworkToDraw(before: ArtworkInputs, now: ArtworkInputs): string[] {
  const drawn = new Set(before.posts);
  const words = now.words === before.words ? [] : ['the share cards'];
  return [...words, ...now.posts.filter((post) => !drawn.has(post)).map((post) => `the picture of ${post.split(':')[0] ?? post}`)];
}
