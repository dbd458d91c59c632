/**
 * The blog's records and rules, as the pages and feeds rely on them. Build code too: it runs in Node.
 * @jest-environment node
 */
import { Marked } from 'marked';
import { postRecord } from '../../scripts/compile-posts';
import { bodyHtml, type PostBody } from '../../scripts/lib/posts';
import type { PictureSet } from '../../scripts/lib/pictures';
import { fallbackTitle } from '../../src/components/blog/fallback-title';
import { featureFor } from '../../src/components/blog/post-card';
import { relatedPosts } from '../../src/components/blog/related';
import arBlog from '../../src/content/ar/blog';
import enBlog from '../../src/content/en/blog';
import { newestFirst } from '../../src/content/blog/order';
import { postSlugs } from '../../src/content/blog/generated/slugs';
import type { BlogPostMeta } from '../../src/content/schema/post';
import { site } from '../../src/config/site';
import { englishOnlyFixture, everyFeatureFixture } from '../fixtures/posts';
import { fallbackTitleCut, postImageSize, specPosts } from '../spec/constants';
import { compiledBody } from '../support/post-body';

describe('relatedPosts', () => {
  // Synthetic, newest first: whatever the posts on disk, the rule is the same.
  const post = (slug: string, category: BlogPostMeta['category']) => ({ slug, category });
  const list = [post('e', 'Career Growth'), post('d', 'Life Coaching'), post('c', 'Career Growth'), post('b', 'Life Coaching'), post('a', 'Career Growth')];

  it('suggests the same category first, newest first, then the newest others, never the post itself', () => {
    expect(relatedPosts(list, list[4]!).map((p) => p.slug)).toEqual(['e', 'c']);
    expect(relatedPosts(list, list[0]!).map((p) => p.slug)).toEqual(['c', 'a']);
    expect(relatedPosts([list[1]!, list[0]!, list[2]!], list[1]!).map((p) => p.slug)).toEqual(['e', 'c']);
  });

  it('gives every post of the blog two others', () => {
    for (const blog of [enBlog, arBlog]) {
      for (const current of blog.posts) {
        const related = relatedPosts(blog.posts, current);
        expect(related).toHaveLength(2);
        expect(related.map((p) => p.slug)).not.toContain(current.slug);
      }
    }
  });
});

describe('featureFor', () => {
  /** The slots of three columns the newest post takes: a row, two beside one card, or two by two. */
  const slots = { row: 3, pair: 2, block: 4 } as const;

  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('features the newest of %i posts so that every row of three is full', (count) => {
    expect((slots[featureFor(count)] + count - 1) % 3).toBe(0);
  });
});

describe('newestFirst', () => {
  const post = (slug: string, date: string) => ({ slug, date });

  it('orders by date, newest first, whatever order the files come in', () => {
    const files = [post('b', '2025-01-06'), post('a', '2025-05-05'), post('c', '2025-03-15'), post('d', '2024-12-31')];
    expect(newestFirst(files).map((p) => p.date)).toEqual(['2025-05-05', '2025-03-15', '2025-01-06', '2024-12-31']);
    expect(newestFirst([...files].reverse())).toEqual(newestFirst(files));
  });

  it('breaks a tie by slug, and leaves its input as it was', () => {
    const files = [post('zeta', '2025-02-01'), post('alpha', '2025-02-01')];
    expect(newestFirst(files).map((p) => p.slug)).toEqual(['alpha', 'zeta']);
    expect(files.map((p) => p.slug)).toEqual(['zeta', 'alpha']);
  });

  it('is the order both lists show', () => {
    const dates = enBlog.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(enBlog.posts.map((p) => p.slug)).toEqual(newestFirst(enBlog.posts).map((p) => p.slug));
    expect(arBlog.posts.map((p) => p.slug)).toEqual(enBlog.posts.map((p) => p.slug));
    const specOrder: string[] = newestFirst(specPosts).map(({ slug }) => slug);
    expect(enBlog.posts.map((p) => p.slug).filter((slug) => specOrder.includes(slug))).toEqual(specOrder);
  });
});

describe('fallbackTitle', () => {
  const title = (length: number) => 'x'.repeat(length);

  const { longest, kept } = fallbackTitleCut;

  it.each([longest - 1, longest])('keeps a title of %i characters whole', (length) => {
    expect(fallbackTitle(title(length))).toBe(title(length));
  });

  it(`cuts a title of ${longest + 1} characters to ${kept} and an ellipsis`, () => {
    expect(fallbackTitle(title(longest + 1))).toBe(`${title(kept)}…`);
    expect(fallbackTitle(title(longest + 1))).toHaveLength(kept + 1);
  });
});

describe.each([
  ['en', enBlog.posts],
  ['ar', arBlog.posts],
] as const)('every %s post record', (locale, posts) => {
  it('holds the five posts of the spec, with their slug, category and date, and every compiled post', () => {
    expect(posts.map((p) => [p.slug, p.category, p.date])).toEqual(expect.arrayContaining(specPosts.map((p) => [p.slug, p.category, p.date])));
    expect([...postSlugs].sort()).toEqual(posts.map((p) => p.slug).sort());
  });

  // The front matter's fields are the post schema's to refuse (npm run assets, before the tests):
  // here, what the compiler makes of them.
  it.each(posts.map((post) => [post.slug, post] as const))('%s has its author, and its images at the sizes of the spec', async (_slug, post: BlogPostMeta) => {
    expect(post.author).toBe(site.founder.name[locale]);
    const size = (image: { width: number; height: number }) => [image.width, image.height];
    expect(size(post.featuredImage)).toEqual(postImageSize.featured);
    expect(size(post.thumbnailImage)).toEqual(postImageSize.thumbnail);
    expect(size(post.ogImage)).toEqual(postImageSize.og);
    for (const image of [post.featuredImage, post.thumbnailImage, post.ogImage]) {
      expect(image.src).not.toBe('');
      expect(image.alt.trim()).not.toBe('');
    }
    for (const image of [post.featuredImage, post.thumbnailImage]) {
      for (const set of [image.avif, image.webp, image.jpeg]) expect(set).toMatch(/ \d+w(, |$)/);
    }

    const body = compiledBody(post.slug, locale);
    const words = body.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(0);
    expect(body).not.toMatch(/<h1|<script|<iframe/);
    // A picture only as the build writes it (scripts/lib/pictures.ts): the site's own files, described, sized, fetched when near.
    const images = body.match(/<img [^>]*>/g) ?? [];
    expect(images.length).toBe((body.match(/<picture><source type="image\/avif" srcset="[^"]+" sizes="[^"]+"><source type="image\/webp" srcset="[^"]+" sizes="[^"]+"><img /g) ?? []).length);
    for (const image of images) {
      expect(image).toMatch(/^<img src="\/assets\/pictures\/[^"]+\.jpg" srcset="[^"]+" sizes="[^"]+" width="\d+" height="\d+" alt="[^"]+" loading="lazy" decoding="async">$/);
    }
    if (locale === 'en') expect(post.lang).toBe('en');
    // The spec's posts as written: an introduction, at least three sections, 800 to 1,500 words. A
    // post the owner adds is held only to what the build checks.
    if (specPosts.some(({ slug }) => slug === post.slug)) {
      expect(post.keywords.length).toBeGreaterThanOrEqual(3);
      expect(body).toMatch(/^<p>/);
      expect((body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(words.length).toBeGreaterThanOrEqual(800);
      expect(words.length).toBeLessThanOrEqual(1500);
    }
  });
});

it('writes every Arabic version without Latin letters or digits', async () => {
  const arabic = arBlog.posts.filter((post) => post.lang === 'ar');
  for (const post of arabic) {
    const text = `${post.title} ${post.excerpt} ${post.keywords.join(' ')} ${post.featuredImage.alt} ${compiledBody(post.slug, 'ar').replace(/<[^>]+>/g, ' ')}`;
    expect(text).not.toMatch(/[A-Za-z0-9]/);
  }
});

describe('a post’s record in Arabic (the fixtures)', () => {
  it('carries the English words of a post without an Arabic version, marked English, in Arabic chrome', () => {
    const post = englishOnlyFixture;
    expect(post.ar).toBeUndefined();
    const { title, excerpt, keywords, lang, author } = postRecord(post, 'ar');
    expect({ title, excerpt, keywords, lang }).toEqual({ title: post.en.title, excerpt: post.en.excerpt, keywords: post.en.keywords, lang: 'en' });
    expect(author).toBe(site.founder.name.ar);
  });

  it('gives a post with an Arabic version its Arabic words', () => {
    const post = everyFeatureFixture;
    const record = postRecord(post, 'ar');
    expect({ title: record.title, lang: record.lang }).toEqual({ title: post.ar!.title, lang: 'ar' });
    expect(postRecord(post, 'en')).toMatchObject({ title: post.en.title, lang: 'en', date: post.en.date, updated: post.en.updated });
  });
});

describe.each(['en', 'ar'] as const)('every feature of a post’s text, compiled (the %s fixture)', (locale) => {
  const body: PostBody = locale === 'en' ? everyFeatureFixture.en.body : everyFeatureFixture.ar!.body;
  // Stand-ins for the picture files the build writes: the markup is what is checked here.
  const sets = new Map<string, PictureSet>(
    body.pictures.map(({ file }, i) => [file, { width: 800, height: 450, avif: `/p/${i}.avif 800w`, webp: `/p/${i}.webp 800w`, jpeg: `/p/${i}.jpg 800w`, src: `/p/${i}.jpg` }]),
  );
  const html = bodyHtml(body, sets);
  const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
  /** How many tokens of the source are of this type (and depth, for a heading). */
  const tokens = (type: string, depth?: number) => {
    let found = 0;
    new Marked().walkTokens(body.tokens, (token) => {
      if (token.type === type && (depth === undefined || ('depth' in token && token.depth === depth))) found += 1;
    });
    return found;
  };

  it('uses each feature at least once', () => {
    for (const type of ['paragraph', 'list', 'blockquote', 'strong', 'em', 'link', 'image']) expect([type, tokens(type) > 0]).toEqual([type, true]);
    expect([tokens('heading', 2) > 0, tokens('heading', 3) > 0]).toEqual([true, true]);
  });

  it('starts with its introduction, outside any section, and makes each h2 and what follows it a section', () => {
    expect(html).toMatch(/^<p>/);
    const sections = html.slice(html.indexOf('<section>')).split(/(?=<section>)/);
    expect(sections).toHaveLength(tokens('heading', 2));
    for (const section of sections) expect(section).toMatch(/^<section>\n<h2[ >][\s\S]*<\/section>\n?$/);
    expect(count(/<h3[ >]/g)).toBe(tokens('heading', 3));
    expect(html.indexOf('<h3')).toBeGreaterThan(html.indexOf('<section>'));
    expect(html).not.toMatch(/<h[1456][ >]/);
  });

  it('keeps lists, quotes, emphasis and links as they were written', () => {
    expect([count(/<ul>/g), count(/<ol>/g)].every((lists) => lists > 0)).toBe(true);
    expect(count(/<ul>|<ol>/g)).toBe(tokens('list'));
    expect(count(/<blockquote>/g)).toBe(tokens('blockquote'));
    expect(count(/<strong>/g)).toBe(tokens('strong'));
    expect(count(/<em>/g)).toBe(tokens('em'));
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
    expect(links).toHaveLength(tokens('link'));
    expect(links.some((href) => href.startsWith('/'))).toBe(true);
    expect(links.some((href) => href.startsWith('https://'))).toBe(true);
  });

  it('makes each picture a <picture> with its AVIF and WebP sources, described as the text describes it', () => {
    const pictures = [...html.matchAll(/<picture><source type="image\/avif" [^>]+><source type="image\/webp" [^>]+><img [^>]*alt="([^"]*)"[^>]*><\/picture>/g)];
    expect(pictures.map((match) => match[1])).toEqual(body.pictures.map((picture) => picture.alt));
    expect(count(/<img /g)).toBe(body.pictures.length);
    expect(html).not.toMatch(/<script|<iframe/);
  });
});
