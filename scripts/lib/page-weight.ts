import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { likelyNext } from '../../src/app/likely-next';
import { APP_CHUNKS_ATTRIBUTE } from '../../src/config/runtime';
import { matchRoute, pathFor } from '../../src/routes/paths';
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
 * it loading (`route` as in the route table, or `404`). `visit` is what a visitor landing on it
 * downloads with nothing clicked: its start, and the template and words of the pages it
 * fetches once the browser is idle (src/app/likely-next.ts).
 */
export function pageWeight(route: string): PageWeight {
  const { file, start, template, content } = ownParts(route);
  const names = chunkNames();
  const match = route === '404' ? null : matchRoute(route);
  const ahead = (match ? likelyNext(match.key) : []).flatMap((key) => {
    const next = ownParts(pathFor(key, match!.locale));
    return [...next.template.files, ...next.content.files];
  });
  // With the first page fetched ahead, an Arabic page fetches its mirroring (src/styles/direction.ts).
  const rtl = ahead.length > 0 && match?.locale === 'ar' ? [chunkPath('rtl', names)] : [];
  const visit = [...new Set([...start.files, ...rtl, ...ahead])];
  const document = { gzip: gzipSize(file), brotli: brotliSize(file), firstViewGzip: firstViewGzip(file) };
  return { file, start, template, content, visit: part(visit, names), document };
}

function ownParts(route: string): Omit<PageWeight, 'visit' | 'document'> {
  const file = htmlFileFor(route);
  const html = readFileSync(path.join(dist, file), 'utf8');
  const entry = /<script type="module" src="([^"]+)"[^>]*>/.exec(html);
  if (!entry) throw new Error(`${file} has no entry script`);
  const preloaded = new RegExp(`${APP_CHUNKS_ATTRIBUTE}="([^"]*)"`).exec(entry[0])?.[1]?.split(' ') ?? [];
  const names = chunkNames();
  const nameOf = (script: string) => chunkNameOf(script, names);
  // The behaviours its HTML names are fetched while the app starts (src/app/behaviors.ts).
  const behaviors = [...new Set(Array.from(html.matchAll(/data-behavior="([a-z-]+)"/g), (found) => `behavior-${found[1]}`))];
  const behaviorFiles = Object.keys(names).filter((key) => behaviors.includes(names[key] as string)).map((key) => `/${key}`);
  const start = [entry[1] as string, ...preloaded, ...behaviorFiles];
  const rest = (pageFiles()[route] ?? []).filter((loaded) => !start.includes(loaded));
  const isTemplate = (loaded: string) => loaded.endsWith('.js') && nameOf(loaded).startsWith('page-');
  const isContent = (loaded: string) => loaded.endsWith('.json') || (loaded.endsWith('.js') && nameOf(loaded).startsWith('content-'));
  return {
    file,
    start: part(start, names),
    template: part(rest.filter(isTemplate), names),
    content: part(rest.filter(isContent), names),
  };
}

/** The HTML file the prerender wrote for a route (`404` for the not-found page). */
const htmlFileFor = (route: string) => (route === '404' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
