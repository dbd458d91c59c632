import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { EARLY_SCRIPT } from '../build/early-script';
import { ADMIN_DIR } from './cms/admin-files';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The app's script in a prerendered page: its entry, which loads everything else. JSON-LD is data and stays. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>/g;

/** The page as it would be without the app: the same HTML, styles, fonts and images, no scripts. */
export function withoutScripts(html: string): string {
  const stripped = html.replace(APP_SCRIPTS, '').replace(`<script>${EARLY_SCRIPT}</script>`, '');
  if (/<script(?![^>]*application\/ld\+json)/.test(stripped)) throw new Error('a script the twin does not know how to remove');
  return stripped;
}

/**
 * Copies dist/ to `dir` (relative to the project root) with every page's scripts removed: the
 * limit the audit measures the site's LCP against, since the prerendered HTML is complete
 * without them. Returns how many pages it stripped.
 */
export function buildScriptFreeTwin(dir: string): number {
  const target = path.join(root, dir);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'dist'), target, { recursive: true });
  // The not-found document is not audited, and its small inline script picks the language before the app loads;
  // the editor at /admin is no page of the site: it is its script.
  const pages = (readdirSync(target, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.html') && file !== '404.html' && !file.split(path.sep).join('/').startsWith(`${ADMIN_DIR}/`),
  );
  for (const page of pages) {
    const file = path.join(target, page);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  return pages.length;
}

/** Where the audit's floor page is served from the twin's copy: no page of the site has this path. */
export const FLOOR_PATH = '/lighthouse-floor';

/**
 * The least a page can be: one heading and one paragraph, no styles, fonts, images or scripts.
 * Lighthouse on it shows what the simulation charges any page on the machine that runs it (the
 * navigation's own work, four times over), the floor under every figure in the table.
 */
export function writeFloorPage(dir: string): void {
  const target = path.join(root, dir, FLOOR_PATH.slice(1));
  mkdirSync(target, { recursive: true });
  writeFileSync(
    path.join(target, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Floor page</title><meta name="description" content="The least a page can be, to measure what Lighthouse charges any page on this machine: one heading and one paragraph, nothing else at all.">' +
      '</head><body><h1>Floor page</h1><p>One heading and one paragraph.</p></body></html>',
  );
}
