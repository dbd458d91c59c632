import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { APP_CHUNKS_ATTRIBUTE } from '../../src/config/runtime';
import { chunkNameOf, chunkNames, chunkPath, pageFiles } from './chunk-names';
import type { WeightPart } from './weight-budget';

const dist = path.resolve(__dirname, '..', '..', 'dist');

export interface PartWeight {
  /** Files from the site root: scripts, and a post's body. */
  files: string[];
  /** What the build calls them: chunk names, or the data file's own name. */
  names: string[];
  gzip: number;
  brotli: number;
}

/** A document's HTML (with its inline CSS), whole and through its first view (weight-budget.ts). */
export interface DocumentWeight {
  gzip: number;
  brotli: number;
  firstViewGzip: number;
}

export type PageWeight = Record<WeightPart, PartWeight> & { file: string; document: DocumentWeight };

const read = (file: string) => readFileSync(path.join(dist, file.replace(/^\//, '')));

/** Every page shares the shell's files: each is compressed once per run. */
const memo = (size: (file: string) => number) => {
  const sizes = new Map<string, number>();
  return (file: string) => sizes.get(file) ?? sizes.set(file, size(file)).get(file)!;
};
const gzipSize = memo((file) => gzipSync(read(file), { level: 9 }).length);
// Firebase Hosting serves Brotli to browsers that accept it.
const brotliSize = memo((file) => brotliCompressSync(read(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);

/** The document through the end of <main>'s first section (or whole, without one), compressed. */
function firstViewGzip(file: string): number {
  const html = read(file).toString('utf8');
  const end = html.indexOf('</section>', html.indexOf('<main'));
  return gzipSync(end < 0 ? html : html.slice(0, end + '</section>'.length), { level: 9 }).length;
}

function part(files: string[], names: Record<string, string>): PartWeight {
  return {
    files,
    names: files.map((file) => (file.endsWith('.js') ? chunkNameOf(file, names) : path.basename(file))),
    gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
    brotli: files.reduce((sum, file) => sum + brotliSize(file), 0),
  };
}

/**
 * One prerendered page's JavaScript, measured from its HTML and what the prerender recorded
 * it loading (`route` as in the route table, or `404`): what landing on it downloads (`start`),
 * what its first move within the site downloads besides the next page (`app`), and what a
 * visitor moving to it downloads for it (`template`, `content`).
 */
export function pageWeight(route: string): PageWeight {
  const file = htmlFileFor(route);
  const html = readFileSync(path.join(dist, file), 'utf8');
  const entry = /<script type="module" src="([^"]+)"[^>]*>/.exec(html);
  if (!entry) throw new Error(`${file} has no entry script`);
  const names = chunkNames();
  const nameOf = (script: string) => chunkNameOf(script, names);
  // The behaviours its HTML names are fetched as the page lands (src/app/behaviors.ts); the menu's is in the landing chunk.
  const behaviors = [...new Set(Array.from(html.matchAll(/data-behavior="([a-z-]+)"/g), (found) => `behavior-${found[1]}`))];
  const behaviorFiles = Object.keys(names).filter((key) => behaviors.includes(names[key] as string)).map((key) => `/${key}`);
  const start = [entry[1] as string, chunkPath('landing', names), ...behaviorFiles];
  const app = new RegExp(`${APP_CHUNKS_ATTRIBUTE}="([^"]*)"`).exec(entry[0])?.[1]?.split(' ').filter(Boolean) ?? [];
  const rest = (pageFiles()[route] ?? []).filter((loaded) => !start.includes(loaded) && !app.includes(loaded));
  const isTemplate = (loaded: string) => loaded.endsWith('.js') && nameOf(loaded).startsWith('page-');
  const isContent = (loaded: string) => loaded.endsWith('.json') || (loaded.endsWith('.js') && nameOf(loaded).startsWith('content-'));
  const document = { gzip: gzipSize(file), brotli: brotliSize(file), firstViewGzip: firstViewGzip(file) };
  return {
    file,
    start: part(start, names),
    app: part(app, names),
    template: part(rest.filter(isTemplate), names),
    content: part(rest.filter(isContent), names),
    document,
  };
}

/** The HTML file the prerender wrote for a route (`404` for the not-found page). */
const htmlFileFor = (route: string) => (route === '404' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
