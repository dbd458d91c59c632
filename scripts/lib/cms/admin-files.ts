/**
 * The files of the editor at /admin, as the build writes them into dist/admin/: its page, its
 * configuration, the CMS's script (from the pinned npm package, never a CDN) and the fonts the
 * script asks a CDN for, served from the site instead so /admin keeps a CSP of `'self'`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../../src/config/site';
import { ADMIN_DIR } from './admin-dir';
import { adminDocument } from './admin-document';

export { ADMIN_DIR };
export const ADMIN_SCRIPT = 'sveltia-cms.js';
export const ADMIN_CONFIG = 'config.json';

const modules = path.resolve(__dirname, '..', '..', '..', 'node_modules');

/**
 * Each font the CMS's script loads from jsDelivr, and the same file from the npm package that
 * publishes it. The script's URLs name exact versions: a new release that changes one makes the
 * build stop (rewriteFontUrls), rather than /admin quietly asking a CDN the CSP refuses.
 */
export const cmsFonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
    served: 'material-symbols-outlined.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
    served: 'source-sans-3.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: '@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
    served: 'noto-mono.woff2',
  },
] as const;

export const cmsScriptSource = (): string => readFileSync(path.join(modules, '@sveltia', 'cms', 'dist', ADMIN_SCRIPT), 'utf8');

export const fontFile = (font: (typeof cmsFonts)[number]): Buffer => readFileSync(path.join(modules, font.file));

/**
 * Where the script looks, every hour, for a newer release of itself (`<base>/package.json`), and
 * where the site answers instead with the pinned version: a release reaches /admin through the
 * package's pin and a pull request, never by itself.
 */
export const cmsPackageBase = { cdn: 'https://unpkg.com/@sveltia/cms`', served: `/${ADMIN_DIR}/cms\`` } as const;
export const CMS_PACKAGE_FILE = 'cms/package.json';

export const cmsVersion = (): string =>
  (JSON.parse(readFileSync(path.join(modules, '@sveltia', 'cms', 'package.json'), 'utf8')) as { version: string }).version;

const replaceOnce = (script: string, from: string, to: string): string => {
  const count = script.split(from).length - 1;
  if (count !== 1) throw new Error(`The CMS script names ${from} ${count} times, not once: update scripts/lib/cms/admin-files.ts for this version of @sveltia/cms`);
  return script.replace(from, to);
};

/** The script with each address it would ask a CDN replaced by the site's own; throws when one is not there exactly once. */
export const rewriteCdnUrls = (script: string): string =>
  cmsFonts.reduce((out, font) => replaceOnce(out, font.cdn, `/${ADMIN_DIR}/${font.served}`), replaceOnce(script, cmsPackageBase.cdn, cmsPackageBase.served));

/** The editor's page: the script and a link to the configuration; no inline script or style, so the CSP needs no hash. */
export const adminPage = (): string =>
  adminDocument({
    title: `${site.brandShort.en}: editor`,
    head: [`<link rel="cms-config-url" href="/${ADMIN_DIR}/${ADMIN_CONFIG}" type="application/json">`],
    body: [`<script src="/${ADMIN_DIR}/${ADMIN_SCRIPT}"></script>`],
  });
