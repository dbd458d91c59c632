/**
 * After webpack: writes each language's RSS 2.0 feed of the blog into dist/
 * (src/routes/feeds.ts says where), from the same Markdown the pages are
 * compiled from. The blog pages link to them from their <head>.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { site, type Locale } from '../src/config/site';
import arWords from '../src/content/ar/blog-words';
import enWords from '../src/content/en/blog-words';
import { newestFirst } from '../src/content/blog/order';
import { locales } from '../src/i18n/locale';
import { feedPath } from '../src/routes/feeds';
import { pathFor } from '../src/routes/paths';
import { absoluteUrl } from '../src/seo/urls';
import { readPosts, versionOf } from './lib/posts';
import { run } from './lib/run';

const dist = path.resolve(__dirname, '..', 'dist');
const words = { en: enWords, ar: arWords };

async function feedFor(locale: Locale): Promise<string> {
  // The library ships as an ES module only.
  const { Feed } = await import('feed');
  const posts = newestFirst(readPosts().map((post) => ({ ...post, date: post.en.date })));
  const feed = new Feed({
    id: absoluteUrl(pathFor('blog', locale)),
    link: absoluteUrl(pathFor('blog', locale)),
    title: words[locale].feedTitle,
    description: words[locale].feedDescription,
    language: locale,
    copyright: site.brand[locale],
    generator: false,
    updated: new Date(`${posts[0]?.date ?? '1970-01-01'}T00:00:00Z`),
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
  });
  for (const post of posts) {
    const { words: version } = versionOf(post, locale);
    const link = absoluteUrl(pathFor('blogPost', locale, { slug: post.slug }));
    feed.addItem({
      id: link,
      link,
      title: version.title,
      description: version.excerpt,
      content: version.html,
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: words[locale].categories[post.en.category] }],
    });
  }
  return feed.rss2();
}

async function main(): Promise<void> {
  for (const locale of locales) {
    const file = path.join(dist, feedPath(locale));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await feedFor(locale));
  }
  console.log(`Wrote ${locales.length} feeds`);
}

run(main);
