/**
 * Writes the owner's editor into dist/admin/ (after the prerender, which never sees it: /admin is
 * no route of the site, so it is in no sitemap, feed or script-free twin). Its configuration is
 * made from the content and settings schemas (scripts/lib/cms/config.ts); its repository is the one
 * the site is built from (scripts/lib/cms/repository.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_CONFIG, ADMIN_DIR, ADMIN_SCRIPT, CMS_PACKAGE_FILE, adminPage, cmsFonts, cmsScriptSource, cmsVersion, fontFile, rewriteCdnUrls } from './lib/cms/admin-files';
import { cmsConfig } from './lib/cms/config';
import { githubRepository } from './lib/cms/repository';
import { run } from './lib/run';

const out = path.resolve(__dirname, '..', 'dist', ADMIN_DIR);

async function main(): Promise<void> {
  const repository = githubRepository();
  if (!repository) {
    console.warn("The editor's repository is unknown (no GITHUB_REPOSITORY, no GitHub 'origin' remote): /admin will not sign in until the site is built from its GitHub repository.");
  }
  await mkdir(path.join(out, path.dirname(CMS_PACKAGE_FILE)), { recursive: true });
  const script = rewriteCdnUrls(cmsScriptSource());
  await Promise.all([
    writeFile(path.join(out, 'index.html'), adminPage()),
    writeFile(path.join(out, ADMIN_CONFIG), `${JSON.stringify(cmsConfig({ repository: repository ?? 'owner/repository' }), null, 2)}\n`),
    writeFile(path.join(out, ADMIN_SCRIPT), script),
    writeFile(path.join(out, CMS_PACKAGE_FILE), `${JSON.stringify({ version: cmsVersion() })}\n`),
    ...cmsFonts.map((font) => writeFile(path.join(out, font.served), fontFile(font))),
  ]);
  console.log(`Wrote the editor: /${ADMIN_DIR} (${repository ?? 'no repository'}), its script ${(Buffer.byteLength(script) / 1024).toFixed(0)} KB`);
}

run(main);
