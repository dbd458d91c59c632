import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A post's compiled body in one language: the static file the post page fetches (scripts/compile-posts.ts). */
export const compiledBody = (slug: string, locale: string): string =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../src/content/blog/generated/bodies/${slug}.${locale}.json`), 'utf8')) as string;
