import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the build records which chunk each script file is: lazy chunks are
 * named by their hash alone (webpack.config.ts). A dot file, so Firebase
 * never deploys it (firebase.json `ignore`).
 */
export const CHUNK_NAMES_FILE = '.chunk-names.json';

const dist = path.resolve(__dirname, '..', '..', 'dist');

/** Where the prerender records the scripts and data files each page loaded to render (a dot file too). */
export const PAGE_FILES_FILE = '.page-files.json';

/** `{ "<route>": ["/assets/js/<hash>.js", "/assets/media/<post>.en.<hash>.json", …] }`; `404` for the not-found page. */
export type PageFiles = Record<string, string[]>;

export function pageFiles(): PageFiles {
  return JSON.parse(readFileSync(path.join(dist, PAGE_FILES_FILE), 'utf8')) as PageFiles;
}

/**
 * The app's two chunks (webpack.config.ts): `start`, what only the app runs, and `shared`, React,
 * the libraries and what the app shares with the pages. src/app/landing.ts names `start` in its
 * import's magic comment, which must be a literal.
 */
export const APP_CHUNKS = { start: 'start', shared: 'shared' } as const;

/**
 * The chunks the first move from a page needs besides the next page's own, which the page landed
 * on preloads together when the visitor is about to move (src/app/landing.ts): the app's two
 * chunks (webpack.config.ts), the interface strings and, for an Arabic page, the RTL mirroring.
 * The prerender lists those a page loaded on its entry script (`data-chunks`).
 */
export const isAppChunk = (name: string): boolean => name === APP_CHUNKS.start || name === APP_CHUNKS.shared || name === 'rtl' || name.startsWith('ui-');

/** `{ "assets/js/<hash>.js": "<chunk name>" }` for the last build. */
export function chunkNames(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dist, CHUNK_NAMES_FILE), 'utf8')) as Record<string, string>;
}

/** The chunk a script URL or path belongs to, e.g. `/assets/js/1a2b3c4d.js` → `page-about`. */
export function chunkNameOf(url: string, names = chunkNames()): string {
  const file = new URL(url, 'http://localhost').pathname.replace(/^\//, '');
  const name = names[file];
  if (!name) throw new Error(`${file} is not a script of the last build`);
  return name;
}

/** The path a chunk is served from. */
export function chunkPath(name: string, names = chunkNames()): string {
  const file = Object.keys(names).find((key) => names[key] === name);
  if (!file) throw new Error(`No chunk named ${name} in the last build`);
  return `/${file}`;
}
