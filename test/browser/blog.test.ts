/** The blog as a visitor, a crawler and a feed reader meet it, in both languages. */
import type { Page } from 'puppeteer';
import { chunkNameOf, chunkNames } from '../../scripts/lib/chunk-names';
import { fallbackTitle } from '../../src/components/blog/fallback-title';
import { relatedPosts } from '../../src/components/blog/related';
import { site as config } from '../../src/config/site';
import arBlog from '../../src/content/ar/blog';
import enBlog from '../../src/content/en/blog';
import type { BlogContent } from '../../src/content/schema/blog';
import type { BlogPostMeta } from '../../src/content/schema/post';
import { formatDate } from '../../src/i18n/dates';
import { pathFor } from '../../src/routes/paths';
import { pageTitle } from '../../src/seo/page-title';
import { allByRole, byRole, computedName, head, headingsInAccessibilityTree, linksOf, openPage, sharedVisit, startSite, structuredData, texts, waitFor, type Site } from './support/site';
import sharp from 'sharp';
import { postImageSizes } from '../../scripts/lib/posts';
import { allSourcePosts, builtFixture, englishOnlyFixture, everyFeatureFixture } from '../fixtures/posts';
import { postImageSize } from '../spec/constants';
import { specWords } from '../spec/words';
import { compiledBody } from '../support/post-body';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const blogs = { en: enBlog, ar: arBlog } as const;
/** Newest first by the dates themselves, not by the order the content module happens to hold. */
const byDate = (posts: BlogPostMeta[]) => [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

interface Card {
  href: string | null;
  /** The link's name in the accessibility tree. */
  linkName: string;
  /** How many links the card holds: one, the whole card. */
  linkCount: number;
  /** Whether a tap at the card's corner, away from the title, lands on the link. */
  cornerOpens: boolean;
  date: string | null;
  dateText: string;
  title: string;
  titleLang: string | null;
  /** The text of every element of the card, each trimmed: what reads as one line or block. */
  blocks: string[];
  img: { alt: string | null; width: string | null; height: string | null; loading: string | null; fetchpriority: string | null };
}

/** The list of posts: the region the blog names, and in it one list item per card. */
const cardItems = async (page: Page, blog: BlogContent) =>
  allByRole(page, 'listitem', { within: await byRole(page, 'region', { name: blog.hero.eyebrow }) });

const cards = async (page: Page, blog: BlogContent): Promise<Card[]> =>
  Promise.all(
    (await cardItems(page, blog)).map(async (item) => {
      const cardLinks = await allByRole(page, 'link', { within: item });
      const [link] = cardLinks;
      const [heading] = await allByRole(page, 'heading', { level: 2, within: item });
      // As a screen reader says it: Chromium's computed name, which puts a space between boxes.
      const linkName = link ? await computedName(page, link) : '';
      return item.evaluate(
        (li, href, linkName, linkCount, title, titleLang) => {
          const img = li.querySelector('img');
          const time = li.querySelector('time');
          const box = li.getBoundingClientRect();
          li.scrollIntoView({ block: 'center' });
          const corner = li.getBoundingClientRect();
          const hit = document.elementFromPoint(corner.right - 20, corner.bottom - 20);
          return {
            href,
            linkName,
            linkCount,
            cornerOpens: box.width > 0 && hit?.closest('a') === li.querySelector('a'),
            date: time?.getAttribute('datetime') ?? null,
            dateText: time?.textContent ?? '',
            title,
            titleLang,
            blocks: Array.from(li.querySelectorAll('*'), (el) => (el.textContent ?? '').trim()),
            img: {
              alt: img?.getAttribute('alt') ?? null,
              width: img?.getAttribute('width') ?? null,
              height: img?.getAttribute('height') ?? null,
              loading: img?.getAttribute('loading') ?? null,
              fetchpriority: img?.getAttribute('fetchpriority') ?? null,
            },
          };
        },
        link ? (await linksOf([link]))[0]!.href : null,
        linkName,
        cardLinks.length,
        heading ? await heading.evaluate((h) => h.textContent ?? '') : '',
        heading ? await heading.evaluate((h) => h.getAttribute('lang')) : null,
      );
    }),
  );

describe.each([
  ['en', '/blog'],
  ['ar', '/ar/blog'],
] as const)('the %s list (%s)', (locale, route) => {
  const blog: BlogContent = blogs[locale];
  const expected = byDate(blog.posts);
  // One visit serves every check of the list: none changes the page.
  const look = sharedVisit(() => openPage(site, route));

  it('shows every post newest first, each card with its thumbnail, category, date, author, title, excerpt and link', async () => {
    const { page } = look;
    const shown = await cards(page, blog);
    expect(shown.map((card) => card.href)).toEqual(expected.map((post) => pathFor('blogPost', locale, { slug: post.slug })));
    shown.forEach((card, i) => {
      const post = expected[i]!;
      expect(card.title).toBe(post.title);
      expect(card.blocks).toContain(post.excerpt);
      expect(card.titleLang).toBe(post.lang === locale ? null : post.lang);
      expect(card.blocks).toContain(blog.words.categories[post.category]);
      expect(card.date).toBe(post.date);
      expect(card.dateText).toBe(formatDate(post.date, locale));
      expect(card.blocks).toContain(`${blog.words.byline} ${config.founder.name[locale]}`);
      // The whole card is one link named by its title; 'Read More' stays as words, not a second link.
      expect(card.linkName).toBe(post.title);
      expect(card.linkCount).toBe(1);
      expect(card.cornerOpens).toBe(true);
      expect(card.blocks).toContain(blog.readMore);
      expect(card.img.alt).toBe(post.thumbnailImage.alt);
      expect([card.img.width, card.img.height]).toEqual(postImageSize.thumbnail.map(String));
    });
  });

  it('fetches the first thumbnail at once and at high priority, the rest lazily', async () => {
    const { page } = look;
    const images = (await cards(page, blog)).map((card) => card.img);
    expect(images[0]).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    for (const image of images.slice(1)) expect(image).toMatchObject({ loading: 'lazy', fetchpriority: null });
  });

  it('lays the cards out three across on a wide screen, the newest featured wider, with no hole in the last row', async () => {
    const { page } = look;
    const boxes = await Promise.all(
      (await cardItems(page, blog)).map((li) =>
        li.evaluate((el) => {
          const { left, right, top } = el.getBoundingClientRect();
          const grid = el.parentElement!.getBoundingClientRect();
          return { left: Math.round(left), right: Math.round(right), top: Math.round(top), start: Math.round(document.dir === 'rtl' ? grid.right - right : left - grid.left), end: Math.round(document.dir === 'rtl' ? left - grid.left : grid.right - right) };
        }),
      ),
    );
    const [featured, ...rest] = boxes;
    const width = (box: (typeof boxes)[number]) => box.right - box.left;
    expect(width(featured!)).toBeGreaterThan(1.9 * Math.min(...rest.map(width)));
    // Three columns below it, and the last card ends the last row at the grid's far edge.
    expect(new Set(rest.map((box) => box.start)).size).toBe(3);
    expect(boxes.at(-1)!.end).toBe(0);
  });

  it('invites the reader to book, and links its feed from the head', async () => {
    const { page } = look;
    const closing = await byRole(page, 'region', { name: blog.closing.title });
    expect((await linksOf(await allByRole(page, 'link', { within: closing }))).map((l) => l.href)).toEqual([pathFor('booking', locale)]);
    const served = (await head(site, route)).body;
    expect(served).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${pathFor('blog', locale)}/feed.xml"`));
  });
});

/** A post with no Arabic version (the tests' own, test/fixtures/blog/): the Arabic pages carry its English words. */
const englishOnly = builtFixture(arBlog.posts, englishOnlyFixture);
/** A post whose text uses every feature a post may use, in both languages. */
const everyFeature = { en: builtFixture(enBlog.posts, everyFeatureFixture), ar: builtFixture(arBlog.posts, everyFeatureFixture) };

it('writes every date in Arabic with Arabic-Indic digits, and says so when some articles are in English', async () => {
  const { page } = await openPage(site, '/ar/blog');
  expect(await page.$eval('main', (main) => main.textContent)).toContain(arBlog.otherLanguageNote);
  const shown = await cards(page, arBlog);
  for (const card of shown) expect(card.dateText).toMatch(/^[٠-٩]+ \S+ [٠-٩]{4}$/);
  expect(arBlog.readMore).toBe(specWords.blog.readMore.ar);
  // The words on every card; the card's one link is named by its title.
  expect(shown.map((card) => card.blocks.includes(specWords.blog.readMore.ar))).toEqual(arBlog.posts.map(() => true));
  await page.close();
});

/** A post in each case: English; Arabic with its own version; Arabic carrying the English words; and every feature of a post's text in both languages. */
const withArabic = arBlog.posts.find((post) => post.lang === 'ar')!;
const cases: (readonly ['en' | 'ar', BlogPostMeta])[] = [
  ['en', enBlog.posts[0]!],
  ['ar', withArabic],
  ['ar', englishOnly],
  ['en', everyFeature.en],
  ['ar', everyFeature.ar],
];

describe.each(cases.map(([locale, post]) => [pathFor('blogPost', locale, { slug: post.slug }), locale, post] as const))(
  '%s',
  (route, locale, post) => {
    const blog: BlogContent = blogs[locale];
    // One visit serves every check of the post; the last moves on from it.
    const visit = sharedVisit(() => openPage(site, route));

    it('shows the way back, category, date, author, title, featured image, body and the call to book, every heading listed to a screen reader', async () => {
      const { page, response } = visit;
      expect(response?.status()).toBe(200);
      // At once, with nothing scrolled into view: each heading of the page, the body's included, is in the accessibility tree.
      expect(await headingsInAccessibilityTree(page)).toBe(await page.$$eval('h1, h2, h3, h4, h5, h6', (all) => all.length));
      expect(await page.$eval('main article a', (a) => [a.getAttribute('href'), a.textContent])).toEqual([
        pathFor('blog', locale),
        blog.postPage.backToBlog,
      ]);
      expect(await page.$eval('main article time', (time) => [time.getAttribute('datetime'), time.textContent])).toEqual([
        post.date,
        formatDate(post.date, locale),
      ]);
      const text = await page.$eval('main article', (article) => article.textContent ?? '');
      expect(text).toContain(blog.words.categories[post.category]);
      expect(text).toContain(config.founder.name[locale]);
      expect(await texts(page, 'main h1')).toEqual([post.title]);
      expect(await page.$eval('main h1', (h1) => h1.getAttribute('lang'))).toBe(post.lang === locale ? null : post.lang);
      const featured = await page.$eval('main article img', (img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
      }));
      const [width, height] = postImageSize.featured.map(String);
      expect(featured).toEqual({ alt: post.featuredImage.alt, width, height, loading: 'eager', fetchpriority: 'high' });
      const body = await page.$eval('[data-post-body]', (el) => ({
        lang: el.getAttribute('lang'),
        dir: el.getAttribute('dir'),
        headings: el.querySelectorAll('h2').length,
        lists: el.querySelectorAll('ul, ol').length,
        text: el.textContent ?? '',
      }));
      // The whole compiled body, its sections and lists, whatever their number.
      const compiled = compiledBody(post.slug, locale);
      const count = (pattern: RegExp) => (compiled.match(pattern) ?? []).length;
      expect([body.headings, body.lists]).toEqual([count(/<h2[ >]/g), count(/<[uo]l[ >]/g)]);
      const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');
      const compiledText = await page.evaluate((html) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content.textContent ?? '';
      }, compiled);
      expect(words(body.text)).toBe(words(compiledText));
      expect([body.lang, body.dir]).toEqual(post.lang === locale ? [null, null] : ['en', 'ltr']);
      if (post.lang !== locale) expect(text).toContain(blog.postPage.otherLanguageNote);
    });

    it('ends with its author, two related posts and the closing band with the spec’s button', async () => {
      const { page } = visit;
      const author = await byRole(page, 'region', { name: config.founder.name[locale] });
      expect((await linksOf(await allByRole(page, 'link', { within: author }))).map((l) => l.href)).toEqual([pathFor('founder', locale)]);
      const related = await byRole(page, 'region', { name: blog.postPage.relatedTitle });
      const relatedLinks = (await linksOf(await allByRole(page, 'link', { within: related }))).map((l) => l.href);
      expect(relatedLinks).toEqual(relatedPosts(blog.posts, post).map((p) => pathFor('blogPost', locale, { slug: p.slug })));
      expect(relatedLinks).not.toContain(route);
      const closing = await byRole(page, 'region', { name: blog.postPage.closing.title });
      const cta = await page.evaluate((band) => Array.from(band.querySelectorAll('a'), (a) => [a.getAttribute('href'), a.textContent]), closing);
      expect(cta).toEqual([[pathFor('booking', locale), blog.postPage.cta]]);
    });

    it('carries its own article metadata and BlogPosting structured data', async () => {
      const served = (await head(site, route)).body;
      const meta = (key: string, attribute = 'name') =>
        [...served.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'))].map((match) => match[1]);
      const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
      const url = `${config.origin}${route}`;
      expect(decode(/<title>(.*?)<\/title>/.exec(served)?.[1] ?? '')).toBe(pageTitle(post.title, locale));
      expect(meta('description').map((v) => decode(v!))).toEqual([post.excerpt]);
      expect(meta('keywords').map((v) => decode(v!))).toEqual([post.keywords.join(', ')]);
      expect(meta('author')).toEqual([config.founder.name[locale]]);
      expect(meta('robots')).toEqual(['index, follow']);
      // A post with no version in the page's language is the English page's copy: its canonical is that page.
      expect(served).toContain(`<link rel="canonical" href="${post.lang === locale ? url : `${config.origin}${pathFor('blogPost', 'en', { slug: post.slug })}`}"`);
      expect(meta('og:type', 'property')).toEqual(['article']);
      expect(meta('og:image', 'property')[0]).toMatch(new RegExp(`^${config.origin}/assets/media/post-${post.slug}-og\\.[0-9a-f]+\\.jpg$`));
      expect([meta('og:image:width', 'property'), meta('og:image:height', 'property')]).toEqual(postImageSize.og.map((side) => [String(side)]));
      expect(meta('twitter:card')).toEqual(['summary_large_image']);
      expect(meta('article:published_time', 'property')).toEqual([post.date]);
      expect(meta('article:modified_time', 'property')).toEqual([post.updated]);
      expect(meta('article:section', 'property')).toEqual([blog.words.categories[post.category]]);
      expect(meta('article:tag', 'property').map((v) => decode(v!))).toEqual(post.keywords);

      const article = structuredData(served).find((node) => node['@type'] === 'BlogPosting');
      expect(article).toMatchObject({
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        dateModified: post.updated,
        inLanguage: post.lang,
        url,
        author: { '@type': 'Person', name: config.founder.name[locale] },
        publisher: { '@id': `${config.origin}/#organization` },
      });
      expect(article?.image).toBe(meta('og:image', 'property')[0]);
    });

    it('gives the document title back to the page the visitor moves on to', async () => {
      const { page } = visit;
      expect(await page.title()).toBe(pageTitle(post.title, locale));
      await Promise.all([page.waitForFunction((t) => document.title === t, {}, pageTitle(blog.meta.title, locale)), page.click('main article a')]);
      expect(new URL(page.url()).pathname).toBe(pathFor('blog', locale));
    });
  },
);

describe('English on the Arabic blog pages', () => {
  const english = arBlog.posts.filter((post) => post.lang === 'en');

  // The faces the browser really drew a node's text with.
  const facesOf = async (page: Page, selector: string) => {
    const cdp = await page.createCDPSession();
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    await cdp.detach();
    return fonts.map((font) => font.familyName);
  };

  it('sets an English post in the Latin face, and the Arabic-Indic digits of its date in the Arabic one', async () => {
    const { page } = await openPage(site, pathFor('blogPost', 'ar', { slug: englishOnly.slug }));
    await page.evaluate(() => document.fonts.ready);
    expect(await facesOf(page, 'main h1')).toEqual([expect.stringMatching(/Plus Jakarta Sans/)]);
    expect(await facesOf(page, 'main article time')).toEqual([expect.stringMatching(/IBM Plex Sans Arabic/)]);
    await page.close();
  });

  it.each([pathFor('blog', 'ar'), ...english.map((post) => pathFor('blogPost', 'ar', { slug: post.slug }))])(
    '%s marks every English word, text or image description, as English',
    async (route) => {
      const { page } = await openPage(site, route);
      // Every element of the page's content whose own text, alternative text or label holds a Latin word, and its language.
      const latin = await page.$eval('main', (main) =>
        Array.from(main.querySelectorAll('*')).flatMap((el) => {
          const own = Array.from(el.childNodes, (node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : '')).join('');
          return [own, el.getAttribute('alt'), el.getAttribute('aria-label')]
            .filter((value): value is string => value !== null && /[A-Za-z]{2,}/.test(value))
            .map((value) => ({ value: value.trim(), lang: el.closest('[lang]')?.getAttribute('lang') }));
        }),
      );
      expect(latin.filter((fragment) => fragment.lang !== 'en')).toEqual([]);
      // And the English the content holds is among them: the titles (the link's name too), excerpts and images.
      const shown = route === pathFor('blog', 'ar') ? english : english.filter((post) => route.endsWith(`/${post.slug}`));
      const values = latin.map((fragment) => fragment.value);
      for (const post of shown) {
        const image = route === pathFor('blog', 'ar') ? post.thumbnailImage : post.featuredImage;
        expect(values).toEqual(expect.arrayContaining([post.title, image.alt, fallbackTitle(post.title)]));
        if (route === pathFor('blog', 'ar')) expect(values).toEqual(expect.arrayContaining([post.excerpt]));
      }
      await page.close();
    },
  );
});

describe('a post page loads only its own post', () => {
  /** The names of the chunks a page requests from here on. */
  const recordChunks = (page: Page) => {
    const names = chunkNames();
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      // A post's body is a static file, `<slug>.<locale>.<hash>.json`: named here as `post-<slug>-<locale>`.
      const body = /\/([^/]+)\.(en|ar)\.[0-9a-f]{8}\.json$/.exec(url);
      if (url.endsWith('.js')) requested.push(chunkNameOf(url, names));
      else if (body) requested.push(`post-${body[1]}-${body[2]}`);
    });
    return requested;
  };

  it('landing on a post downloads no post body: it is already in the page', async () => {
    const page = await site.browser.newPage();
    const requested = recordChunks(page);
    await page.goto(`${site.origin}${pathFor('blogPost', 'en', { slug: enBlog.posts[0]!.slug })}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    expect(requested.filter((name) => name.startsWith('post-'))).toEqual([]);
    expect(await page.$eval('[data-post-body]', (el) => el.querySelectorAll('h2').length)).toBeGreaterThan(2);
    await page.close();
  });

  it.each(['en', 'ar'] as const)('moving from the %s list to a post fetches that post, and no other', async (locale) => {
    const { page } = await openPage(site, pathFor('blog', locale));
    const requested = recordChunks(page);
    const target = byDate(blogs[locale].posts)[1]!;
    const href = pathFor('blogPost', locale, { slug: target.slug });
    const items = await cardItems(page, blogs[locale]);
    const titles = await Promise.all(items.map(async (item) => (await allByRole(page, 'heading', { level: 2, name: target.title, within: item })).length));
    await (await byRole(page, 'link', { within: items[titles.indexOf(1)] })).click();
    await waitFor(async () => (await page.evaluate(() => location.pathname)) === href);
    await page.waitForSelector(`[data-post-body="${target.slug}"] h2`);
    expect(requested.filter((name) => name.startsWith('post-'))).toEqual([`post-${target.slug}-${locale}`]);
    expect(await texts(page, 'main h1')).toEqual([target.title]);
    await page.close();
  });
});

describe('post images', () => {
  it('stand in with the generated title image when the images cannot load', async () => {
    const page = await site.browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => (request.resourceType() === 'image' ? request.abort() : request.continue()));
    await page.goto(`${site.origin}/blog`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]');
    await waitFor(async () => (await page.$$('[data-blog-image] [role="img"]')).length === enBlog.posts.length);
    const standIns = await page.$$eval('[data-blog-image] [role="img"]', (nodes) =>
      nodes.map((node) => [node.getAttribute('aria-label'), node.textContent, getComputedStyle(node).backgroundImage.includes('gradient')]),
    );
    expect(standIns).toEqual(byDate(enBlog.posts).map((post) => [post.thumbnailImage.alt, fallbackTitle(post.title), true]));
    await page.close();
  });

  it.each([
    [false, 'blog-image-pulse'],
    [true, 'none'],
  ])('pulses while an image loads (reduced motion: %s)', async (reducedMotion, animation) => {
    const page = await site.browser.newPage();
    if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.setRequestInterception(true);
    // Images are held, never answered: every placeholder stays in its loading state.
    page.on('request', (request) => (request.resourceType() === 'image' ? undefined : request.continue()));
    const state = () =>
      page.$eval('[data-blog-image]', (frame) => [frame.getAttribute('data-state'), getComputedStyle(frame, '::before').animationName]);
    await page.goto(`${site.origin}/blog`, { waitUntil: 'domcontentloaded' });
    // The prerendered page pulses by itself; the app, waiting for the page to load, has not started.
    expect(await page.$('html[data-ready]')).toBeNull();
    expect(await state()).toEqual(['loading', animation]);
    // A key press starts it at once (src/main.ts), and the image is still loading.
    await page.keyboard.press('Tab');
    await page.waitForSelector('html[data-ready]');
    expect(await state()).toEqual(['loading', animation]);
    await page.close();
  });
});

describe("the owner's pictures", () => {
  type Locale = 'en' | 'ar';
  /** The pictures of a post's compiled text in one language: the description of each. */
  const picturesIn = (slug: string, locale: Locale) =>
    [...compiledBody(slug, locale).matchAll(/<picture>.*?<img [^>]*alt="([^"]*)"[^>]*><\/picture>/g)].map((match) =>
      match[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
    );
  const withPictures = (['en', 'ar'] as const).flatMap((locale) =>
    blogs[locale].posts.filter((post) => picturesIn(post.slug, locale).length > 0).map((post) => [pathFor('blogPost', locale, { slug: post.slug }), locale, post] as const),
  );
  const covered = enBlog.posts.filter((post) => post.featuredImage.photo);

  it('are there to be seen: a picture in the text of a post in each language, and a post with a cover', () => {
    expect(withPictures.map(([, locale]) => locale)).toEqual(expect.arrayContaining(['en', 'ar']));
    expect(covered.length).toBeGreaterThan(0);
  });

  it.each(withPictures)('%s shows the pictures of its text, loaded from the site, sized and described', async (route, locale, post) => {
    const { page, problems } = await openPage(site, route, { width: 1280 });
    const images = await page.$$('[data-post-body] picture img');
    expect(images.length).toBe(picturesIn(post.slug, locale).length);
    const shown = [];
    for (const image of images) {
      // Lazy: fetched when it nears the screen.
      await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
      await waitFor(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 10_000);
      shown.push(
        await image.evaluate((img) => {
          const box = img.getBoundingClientRect();
          const column = img.closest('[data-post-body]')!.getBoundingClientRect();
          return {
            alt: img.getAttribute('alt'),
            loading: img.getAttribute('loading'),
            decoding: img.getAttribute('decoding'),
            sizes: Array.from(img.parentElement!.querySelectorAll('source'), (source) => source.type),
            // Chromium takes the AVIF, from the site itself.
            file: new URL((img as HTMLImageElement).currentSrc).pathname.replace(/-\d+\.[0-9a-f]{8}\./, '-<width>.<hash>.'),
            origin: new URL((img as HTMLImageElement).currentSrc).origin === location.origin,
            // In its own shape, no wider than the column, and never mirrored.
            shape: Math.abs(box.width / box.height - Number(img.getAttribute('width')) / Number(img.getAttribute('height'))) < 0.01,
            fits: box.width > 0 && box.width <= column.width + 0.5,
            mirrored: getComputedStyle(img).transform !== 'none',
          };
        }),
      );
    }
    expect(shown).toEqual(
      picturesIn(post.slug, locale).map((alt) => ({
        alt,
        loading: 'lazy',
        decoding: 'async',
        sizes: ['image/avif', 'image/webp'],
        file: expect.stringMatching(/^\/assets\/pictures\/[a-z0-9-]+-<width>\.<hash>\.avif$/),
        origin: true,
        shape: true,
        fits: true,
        mirrored: false,
      })),
    );
    // As the host serves each file the browser chose (a picture near the top may have loaded with the page).
    const chosen = await Promise.all(images.map((image) => image.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)));
    for (const file of chosen) expect((await head(site, file)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(problems).toEqual([]);
    await page.close();
  });

  /** An image's colours in 8 × 4 blocks, averaged: enough to tell one picture from another, whatever the format and width. */
  const blocks = (rgba: ArrayLike<number>, width: number, height: number): number[] => {
    const out: number[] = [];
    for (let by = 0; by < 4; by += 1) {
      for (let bx = 0; bx < 8; bx += 1) {
        const sum = [0, 0, 0];
        let count = 0;
        for (let y = Math.floor((by * height) / 4); y < Math.floor(((by + 1) * height) / 4); y += 1) {
          for (let x = Math.floor((bx * width) / 8); x < Math.floor(((bx + 1) * width) / 8); x += 1) {
            for (let c = 0; c < 3; c += 1) sum[c]! += rgba[(y * width + x) * 4 + c]!;
            count += 1;
          }
        }
        out.push(...sum.map((value) => value / count));
      }
    }
    return out;
  };
  const distance = (a: number[], b: number[]) => a.reduce((total, value, i) => total + Math.abs(value - b[i]!), 0) / a.length;
  /** The cover as the build crops it to `width` × `height`, in blocks. */
  const coverBlocks = async (slug: string, width: number, height: number) => {
    const file = allSourcePosts().find((post) => post.slug === slug)!.en.coverFile!;
    const pixels = await sharp(file, { autoOrient: true }).resize(width, height, { fit: 'cover', position: 'attention' }).resize(160, Math.round((160 * height) / width)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return blocks(pixels.data, pixels.info.width, pixels.info.height);
  };
  /** A loaded image of the page, drawn small and in blocks. */
  const shownBlocks = (page: Page, selector: string) =>
    page.$eval(selector, async (img) => {
      const image = img as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = Math.round((160 * image.naturalHeight) / image.naturalWidth);
      const context = canvas.getContext('2d')!;
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return { data: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data), width: canvas.width, height: canvas.height };
    });

  it.each(covered.flatMap((post) => (['en', 'ar'] as const).map((locale) => [pathFor('blogPost', locale, { slug: post.slug }), locale, post] as const)))(
    '%s shows the picture made from its cover, not its drawing, unmirrored, and shares it',
    async (route, locale, post) => {
      const { page, problems } = await openPage(site, route);
      const featured = 'main article [data-blog-image] img';
      await waitFor(() => page.$eval(featured, (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 10_000);
      const seen = await shownBlocks(page, featured);
      const { featured: size, og: ogSize } = postImageSizes;
      expect(distance(blocks(seen.data, seen.width, seen.height), await coverBlocks(post.slug, size.width, size.height))).toBeLessThan(12);
      expect(await page.$eval(featured, (img) => [img.getAttribute('alt'), getComputedStyle(img).transform])).toEqual([blogs[locale].posts.find((p) => p.slug === post.slug)!.featuredImage.alt, 'none']);
      // The share preview too: the one the build made of the cover.
      const og = /<meta property="og:image" content="([^"]+)"/.exec((await head(site, route)).body)![1]!;
      const shared = await sharp(Buffer.from(await (await fetch(`${site.origin}${new URL(og).pathname}`)).arrayBuffer()))
        .resize(160, Math.round((160 * ogSize.height) / ogSize.width))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(distance(blocks(shared.data, shared.info.width, shared.info.height), await coverBlocks(post.slug, ogSize.width, ogSize.height))).toBeLessThan(12);
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('mirrors the drawings in Arabic, and never a cover', async () => {
    const drawn = arBlog.posts.find((post) => !post.featuredImage.photo)!;
    const { page } = await openPage(site, pathFor('blogPost', 'ar', { slug: drawn.slug }));
    expect(await page.$eval('main article [data-blog-image] img', (img) => getComputedStyle(img).transform)).not.toBe('none');
    await page.close();
    const list = (await openPage(site, pathFor('blog', 'ar'))).page;
    const cards = await list.$$eval('[data-blog-image] img', (images) => images.map((img) => [img.getAttribute('alt'), getComputedStyle(img).transform !== 'none']));
    expect(cards).toEqual(byDate(arBlog.posts).map((post) => [post.thumbnailImage.alt, !post.thumbnailImage.photo]));
    await list.close();
  });
});

describe.each([
  ['en', '/blog/feed.xml'],
  ['ar', '/ar/blog/feed.xml'],
] as const)('the %s feed', (locale, route) => {
  it('is valid RSS 2.0 with every post, newest first, linking to the posts in its language', async () => {
    const { status, headers, body } = await head(site, route);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const page = await site.browser.newPage();
    const feed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        version: doc.documentElement.getAttribute('version'),
        language: doc.querySelector('channel > language')?.textContent,
        items: Array.from(doc.querySelectorAll('item'), (item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          description: item.querySelector('description')?.textContent,
        })),
        contents: Array.from(doc.querySelectorAll('item'), (item) => item.getElementsByTagName('content:encoded')[0]?.textContent ?? ''),
      };
    }, body);
    // A picture of the text, away from the site: its addresses whole.
    const pictures = feed.contents.join('').match(/ (?:src|srcset)="[^"]*"/g) ?? [];
    expect(pictures.length).toBeGreaterThan(0);
    for (const value of pictures) expect(value).toMatch(new RegExp(`^ (src|srcset)="${config.origin}/assets/pictures/[^ ",]+( \\d+w(, ${config.origin}/assets/pictures/[^ ",]+ \\d+w)*)?"$`));
    expect(feed.error).toBeNull();
    expect(feed.version).toBe('2.0');
    expect(feed.language).toBe(locale);
    expect(feed.items).toEqual(
      byDate(blogs[locale].posts).map((post) => ({
        title: post.title,
        link: `${config.origin}${pathFor('blogPost', locale, { slug: post.slug })}`,
        description: post.excerpt,
      })),
    );
    await page.close();
  });
});
