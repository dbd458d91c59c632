/**
 * After the prerender: what crawlers and feed readers fetch besides the pages.
 * dist/sitemap.xml (every indexed page in both languages, with hreflang
 * alternates), dist/robots.txt, and each language's RSS feed of the blog.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { site } from '../src/config/site';
import { locales } from '../src/i18n/locale';
import { feedPath } from '../src/routes/feeds';
import { absoluteUrl } from '../src/seo/urls';
import { buildDate } from './lib/build-date';
import { feedFor } from './lib/feeds';
import { run } from './lib/run';
import { SITEMAP_PATH, sitemapEntries } from './lib/sitemap-entries';

const dist = path.resolve(__dirname, '..', 'dist');

async function sitemap(): Promise<string> {
  const stream = new SitemapStream({ hostname: site.origin, lastmodDateOnly: true, xmlns: { news: false, video: false, image: false, xhtml: true } });
  const entries = sitemapEntries(buildDate()).map(({ url, lastmod, links }) => ({ url, lastmod, links }));
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}

const robots = (): string => ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(SITEMAP_PATH)}`, ''].join('\n');

async function main(): Promise<void> {
  await writeFile(path.join(dist, SITEMAP_PATH), await sitemap());
  await writeFile(path.join(dist, 'robots.txt'), robots());
  for (const locale of locales) {
    const file = path.join(dist, feedPath(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await feedFor(locale));
  }
  console.log('Wrote sitemap.xml, robots.txt and the feeds');
}

run(main);
