import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the build records the day it stamped into the pages (`__BUILD_DATE__`,
 * webpack.config.ts): the prerendered privacy date and the sitemap's lastmod
 * are that day, whenever they are read. A dot file, so Firebase never deploys
 * it (firebase.json `ignore`).
 */
export const BUILD_DATE_FILE = '.build-date';

const dist = path.resolve(__dirname, '..', '..', 'dist');

/** `YYYY-MM-DD`: the day of the last build. */
export const buildDate = (): string => readFileSync(path.join(dist, BUILD_DATE_FILE), 'utf8').trim();
