/** The blog's records and rules, as the pages and feeds rely on them. */
import { fallbackTitle } from '../../src/components/blog/fallback-title';
import { featureFor } from '../../src/components/blog/post-card';
import { relatedPosts } from '../../src/components/blog/related';
import arBlog from '../../src/content/ar/blog';
import enBlog from '../../src/content/en/blog';
import { newestFirst } from '../../src/content/blog/order';
import { postSlugs } from '../../src/content/blog/generated/slugs';
import { blogCategories, type BlogPostMeta } from '../../src/content/types/blog';
import { site } from '../../src/config/site';
import { compiledBody } from '../support/post-body';

/** Spec §3: the five posts, with exactly these slugs, categories and dates. The owner may add more. */
const specPosts = [
  ['emotional-wellbeing-workplace', 'Workplace Wellness', '2025-02-09'],
  ['what-do-you-know-about-life-coaching', 'Life Coaching', '2025-01-06'],
  ['unlock-your-potential', 'Personal Development', '2025-03-15'],
  ['career-transition-guide', 'Career Growth', '2025-04-10'],
  ['business-scaling-secrets', 'Business Growth', '2025-05-05'],
] as const;

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
    const specOrder: string[] = [...specPosts].sort((a, b) => b[2].localeCompare(a[2])).map(([slug]) => slug);
    expect(enBlog.posts.map((p) => p.slug).filter((slug) => specOrder.includes(slug))).toEqual(specOrder);
  });
});

describe('fallbackTitle', () => {
  const title = (length: number) => 'x'.repeat(length);

  it.each([49, 50])('keeps a title of %i characters whole', (length) => {
    expect(fallbackTitle(title(length))).toBe(title(length));
  });

  it('cuts a title of 51 characters to 47 and an ellipsis', () => {
    expect(fallbackTitle(title(51))).toBe(`${title(47)}…`);
    expect(fallbackTitle(title(51))).toHaveLength(48);
  });
});

describe.each([
  ['en', enBlog.posts],
  ['ar', arBlog.posts],
] as const)('every %s post record', (locale, posts) => {
  it('holds the five posts of the spec, with their slug, category and date, and every compiled post', () => {
    expect(posts.map((p) => [p.slug, p.category, p.date])).toEqual(expect.arrayContaining([...specPosts].map((p) => [...p])));
    expect([...postSlugs].sort()).toEqual(posts.map((p) => p.slug).sort());
  });

  it.each(posts.map((post) => [post.slug, post] as const))('%s has every field, and its images at the sizes of the spec', async (_slug, post: BlogPostMeta) => {
    for (const field of ['title', 'excerpt', 'author'] as const) expect(post[field].trim()).not.toBe('');
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blogCategories).toContain(post.category);
    expect(post.author).toBe(site.founder.name[locale]);
    expect(post.keywords.length).toBeGreaterThan(0);
    const size = (image: { width: number; height: number }) => [image.width, image.height];
    expect(size(post.featuredImage)).toEqual([1600, 900]);
    expect(size(post.thumbnailImage)).toEqual([1200, 900]);
    expect(size(post.ogImage)).toEqual([1200, 630]);
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
    if (specPosts.some(([slug]) => slug === post.slug)) {
      expect(post.keywords.length).toBeGreaterThanOrEqual(3);
      expect(body).toMatch(/^<p>/);
      expect((body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(words.length).toBeGreaterThanOrEqual(800);
      expect(words.length).toBeLessThanOrEqual(1500);
    }
  });
});

it('has an Arabic version of at least two posts, written without Latin letters or digits', async () => {
  const arabic = arBlog.posts.filter((post) => post.lang === 'ar');
  expect(arabic.length).toBeGreaterThanOrEqual(2);
  for (const post of arabic) {
    const text = `${post.title} ${post.excerpt} ${post.keywords.join(' ')} ${post.featuredImage.alt} ${compiledBody(post.slug, 'ar').replace(/<[^>]+>/g, ' ')}`;
    expect(text).not.toMatch(/[A-Za-z0-9]/);
  }
  // The English posts keep their English words on the Arabic list, marked as such.
  for (const post of arBlog.posts.filter((p) => p.lang === 'en')) {
    expect(post.title).toBe(enBlog.posts.find((p) => p.slug === post.slug)!.title);
  }
});
