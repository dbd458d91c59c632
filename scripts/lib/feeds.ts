/**
 * Each language's RSS 2.0 feed of the blog, from the same Markdown the pages
 * are compiled from (written into dist/ by scripts/write-site-files.ts, where
 * src/routes/feeds.ts says; the blog pages link to them from their <head>).
 * An article is the body the page shows, its pictures' addresses made whole:
 * a feed reader shows it away from the site.
 */
import { readFileSync } from 'node:fs';
import { site, type Locale } from '../../src/config/site';
import arBlog from '../../src/content/generated/ar/blog';
import enBlog from '../../src/content/generated/en/blog';
import { newestFirst } from '../../src/content/blog/order';
import { feedPath } from '../../src/routes/feeds';
import { pathFor } from '../../src/routes/paths';
import { absoluteUrl } from '../../src/seo/urls';
import { compiledBodyFile, readPosts, versionOf } from './posts';

const words = { en: enBlog.words, ar: arBlog.words };

/** A post's body as the page shows it, with every address of a picture on the site made absolute. */
const bodyFor = (slug: string, locale: Locale): string =>
  (JSON.parse(readFileSync(compiledBodyFile(slug, locale), 'utf8')) as string).replace(/ (src|srcset)="([^"]*)"/g, (_, name: string, value: string) =>
    ` ${name}="${value.replace(/(^|, )\//g, (__, before: string) => `${before}${absoluteUrl('/')}`)}"`,
  );

export async function feedFor(locale: Locale): Promise<string> {
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
      content: bodyFor(post.slug, locale),
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: words[locale].categories[post.en.category] }],
    });
  }
  return feed.rss2();
}
