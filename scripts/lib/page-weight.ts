import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_CHUNKS_ATTRIBUTE } from '../../src/config/runtime';
import { chunkNameOf, chunkNames } from './chunk-names';

const dist = path.resolve(__dirname, '..', '..', 'dist');

export interface PageWeight {
  file: string;
  /** Every script the page loads before it is interactive: the entry and the chunks it preloads. */
  scripts: string[];
  /** Their chunks' names, in the same order. */
  chunks: string[];
  gzipBytes: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The initial JavaScript of one prerendered page, measured from its HTML in dist/. */
export function pageWeight(htmlFile: string): PageWeight {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  const entry = /<script type="module" src="([^"]+)"[^>]*>/.exec(html);
  if (!entry) throw new Error(`${htmlFile} has no entry script`);
  const chunks = new RegExp(`${APP_CHUNKS_ATTRIBUTE}="([^"]*)"`).exec(entry[0])?.[1]?.split(' ') ?? [];
  const scripts = [entry[1] as string, ...chunks].map((file) => file.replace(/^\//, ''));
  const names = chunkNames();
  return {
    file: htmlFile,
    scripts,
    chunks: scripts.map((file) => chunkNameOf(file, names)),
    gzipBytes: scripts.reduce((sum, file) => sum + gzipSize(file), 0),
  };
}

/** The HTML file the prerender wrote for a route. */
export const htmlFileFor = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
