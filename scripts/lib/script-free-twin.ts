import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ADMIN_DIR } from './cms/admin-files';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The app's script in a prerendered page: its entry, which loads everything else. JSON-LD is data and stays. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>/g;

/** The page as it would be without the app: the same HTML, styles, fonts and images, no scripts. */
export function withoutScripts(html: string): string {
  const stripped = html.replace(APP_SCRIPTS, '');
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
