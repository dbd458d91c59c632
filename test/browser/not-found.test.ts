/**
 * The not-found document, the one place for it: one 404.html answers every unknown address, and it
 * must say the right thing, in the right language, from its first paint, before the app has
 * started, and keep saying it, without moving, once the app has taken over; with JavaScript off it
 * shows both languages' messages; the host answers 404 with it, its one inline script allowed by hash.
 */
import type { Page } from 'puppeteer';
import { EARLY_SCRIPT } from '../../scripts/build/early-script';
import { NOT_FOUND_SCRIPT, scriptHashSource, scriptSources } from '../../scripts/lib/not-found-document';
import type { Locale } from '../../src/config/site';
import arBlog from '../../src/content/ar/blog';
import arNotFound from '../../src/content/generated/ar/not-found';
import arUi from '../../src/content/generated/ar/ui';
import enBlog from '../../src/content/en/blog';
import enUi from '../../src/content/generated/en/ui';
import enNotFound from '../../src/content/generated/en/not-found';
import { pathFor } from '../../src/routes/paths';
import { pageTitle } from '../../src/seo/page-title';
import { specWords } from '../spec/words';
import { expectFitsAtLargeText } from './support/large-text';
import { axeViolations, byRole, head, landedInPlace, openPage, settled, sharedVisit, startSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** What the visitor reads, and where it sits. */
interface Seen {
  /** Whether the app had rendered (it marks <html data-ready>). */
  appStarted: boolean;
  lang: string;
  dir: string;
  title: string;
  headings: string[];
  links: [string | null, string][];
  text: string;
  /** The heading is painted: visible, with a box. */
  shown: boolean;
  box: { x: number; y: number; width: number; height: number } | null;
  markup: string;
}

interface Watch {
  atLoad?: Seen;
  read: () => Seen;
  shifts: number[];
  flush: () => void;
}

/** Installed before the document's own scripts: what the page shows at `load`, and every layout shift. */
function watch() {
  const read = (): Seen => {
    const html = document.documentElement;
    const main = document.querySelector('main');
    const h1 = main?.querySelector('h1');
    const rect = h1?.getBoundingClientRect();
    return {
      appStarted: html.dataset.ready !== undefined,
      lang: html.lang,
      dir: html.dir,
      title: document.title,
      headings: Array.from(document.querySelectorAll('main h1'), (h) => h.textContent ?? ''),
      links: Array.from(document.querySelectorAll('main a'), (a) => [a.getAttribute('href'), (a.textContent ?? '').trim()]),
      text: main?.textContent ?? '',
      shown: h1 !== null && h1 !== undefined && getComputedStyle(h1).visibility === 'visible' && (rect?.height ?? 0) > 0,
      box: rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null,
      markup: html.outerHTML,
    };
  };
  const record = (entries: PerformanceEntryList) => entries.forEach((entry) => state.shifts.push((entry as PerformanceEntry & { value: number }).value));
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  // The shifts already reported but not yet handed to the callback, taken at once.
  const state: Watch = { read, shifts: [], flush: () => record(observer.takeRecords()) };
  Object.assign(window, { notFoundWatch: state });
  observer.observe({ type: 'layout-shift', buffered: true });
  // Registered before the entry script's own listener: the app starts after `load`, never before it.
  // The document shows its page once the page's faces are in, which may come just after `load`:
  // what it shows is read then.
  addEventListener(
    'load',
    () => {
      const html = document.documentElement;
      const shown = () => !html.hasAttribute('data-awaiting-app');
      if (shown()) state.atLoad = read();
      else {
        new MutationObserver((_, observer) => {
          if (!shown()) return;
          observer.disconnect();
          state.atLoad = read();
        }).observe(html, { attributes: true });
      }
    },
    { once: true },
  );
}

const watchOf = (page: Page): Promise<Pick<Watch, 'atLoad' | 'shifts'> & { now: Seen }> =>
  page.evaluate(() => {
    const state = (window as unknown as { notFoundWatch: Watch }).notFoundWatch;
    state.flush();
    return { atLoad: state.atLoad, shifts: state.shifts, now: state.read() };
  });

/**
 * Opens an unknown address with JavaScript on: what it showed at `load`, after its script started,
 * the shifts between, and everything it logged.
 */
async function visit(route: string) {
  const logged: string[] = [];
  const opened = await openPage(site, route, {
    prepare: (page) => {
      page.on('console', (message) => logged.push(message.text()));
      return page.evaluateOnNewDocument(watch);
    },
  });
  const { page } = opened;
  // Until the app's render has settled and been drawn: any shift it caused is then reported (watchOf takes it).
  await settled(page);
  const { atLoad, now: after, shifts } = await watchOf(page);
  return { ...opened, atLoad, after, shifts, logged };
}

interface Case {
  locale: Locale;
  title: string;
  body: string;
  /** Its links in order: the way on first, then, on the not-found page, the pages it suggests. */
  links: [string, string][];
  pageTitle: string;
}

const generic = (locale: Locale): Case => {
  const words = { en: enNotFound, ar: arNotFound }[locale];
  const suggested = words.links.items.map(({ page, label }): [string, string] => [pathFor(page, locale), label]);
  return {
    locale,
    title: words.title,
    body: words.body,
    links: [[pathFor('home', locale), words.returnHome], ...suggested],
    pageTitle: pageTitle(words.meta.title, locale),
  };
};
const post = (locale: Locale): Case => {
  const words = { en: enBlog, ar: arBlog }[locale].postPage.notFound;
  return { locale, title: words.title, body: words.body, links: [[pathFor('blog', locale), words.back]], pageTitle: pageTitle(words.meta.title, locale) };
};

const expectShows = (seen: Seen | undefined, expected: Case) => {
  expect(seen).toMatchObject({
    lang: expected.locale,
    dir: expected.locale === 'ar' ? 'rtl' : 'ltr',
    title: expected.pageTitle,
    headings: [expected.title],
    links: expected.links,
    shown: true,
  });
  expect(seen?.text).toContain(expected.body);
};

// One page of each kind in each language is held to axe too (the others share their markup).
const audited = new Set(['/no-such-page', '/ar/no-such-page', '/blog/no-such-post', '/ar/blog/no-such-post']);

describe.each([
  ['/no-such-page', generic('en')],
  ['/ar/no-such-page', generic('ar')],
  ['/blog/no-such-post', post('en')],
  ['/ar/blog/no-such-post', post('ar')],
  ['/services/nothing/here', generic('en')],
  ['/ar/blog/no-such-post/or-page', generic('ar')],
  // Slugs are lower case: a post's address in capitals is no post.
  ['/blog/Unlock-Your-Potential', post('en')],
])('%s with JavaScript', (route, expected) => {
  const seen = sharedVisit(() => visit(route));

  it('answers 404, and asks search engines not to index it', async () => {
    expect(seen.response?.status()).toBe(404);
    expect(await seen.page.$eval('meta[name="robots"]', (m) => m.getAttribute('content'))).toBe('noindex, follow');
  });

  it('shows its own message, language and way on at `load`, before the app has started', () => {
    expect(seen.atLoad?.appStarted).toBe(false);
    expectShows(seen.atLoad, expected);
  });

  it('keeps the same words in the same place once its script has started: no layout shift', () => {
    expect(seen.after.appStarted).toBe(true);
    expectShows(seen.after, expected);
    expect(seen.after.box).toEqual(seen.atLoad?.box);
    expect(seen.shifts).toEqual([]);
    expect(seen.problems).toEqual([]);
  });

  it('is kept as the document showed it, as a landing page is: the same heading, not rendered again', async () => {
    expect(await landedInPlace(seen.page)).toBe(true);
  });

  it('shows its own language only, with no script left in the page', async () => {
    // The script-free document holds the Arabic message too; with JavaScript it is gone.
    expect(await seen.page.$$('[data-not-found-ar]')).toHaveLength(0);
    expect(await seen.page.$$eval('main script', (scripts) => scripts.length)).toBe(0);
  });

  if (route === '/no-such-page') {
    it('logs the missed path to the console, as the owner asked', () => {
      expect(seen.logged).toContain(`Page not found: ${route}`);
    });
  }

  // Last: axe injects its script.
  if (audited.has(route)) {
    it('has no accessibility violations', async () => {
      expect(await axeViolations(seen.page)).toEqual([]);
    });
  }

  // Last: it grows the text and opens the menu.
  if (audited.has(route)) {
    it('fits 1280 px with text at 200 %, its header collapsed into the menu', async () => {
      await expectFitsAtLargeText(seen.page, expected.locale === 'ar' ? arUi : enUi);
    });
  }
});

// The spec's own words for an unknown Arabic post (§8), not the content's: its heading, the sentence
// under it and the way back to the Arabic blog, at the first paint and once the app has taken over.
it('says what the spec says for an unknown Arabic post', async () => {
  const { page, response, atLoad, after } = await visit('/ar/blog/no-such-post');
  expect(response?.status()).toBe(404);
  for (const seen of [atLoad, after]) {
    expect(seen?.headings).toEqual([specWords.blog.notFound.ar.title]);
    expect(seen?.text).toContain(specWords.blog.notFound.ar.body);
    expect(seen?.links.map(([href]) => href)).toEqual([pathFor('blog', 'ar')]);
  }
  await page.close();
});

describe.each([
  ['/%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E', generic('en')],
  ['/ar/%3Cimg%20src%3Dx%20onerror%3D%22window.pwned%3D1%22%3E', generic('ar')],
  ['/blog/%22%3E%3Csvg%20onload%3Dwindow.pwned%3D1%3E', post('en')],
  ['/ar/blog/%E2%80%AE%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E', post('ar')],
  ['/ar/blog/%27-alert(window.pwned%3D1)-%27%25', post('ar')],
  ['/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E', post('en')],
])('%s', (route, expected) => {
  it('picks its message without taking anything from the address into the page', async () => {
    const { page, response, atLoad, after, problems } = await visit(route);
    expect(response?.status()).toBe(404);
    expectShows(atLoad, expected);
    expectShows(after, expected);
    expect(atLoad?.markup).not.toContain('pwned');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.$$eval('body script', (scripts) => scripts.length)).toBe(0);
    // The not-found script removes itself once it has chosen the page to show.
    expect(await page.$$eval('script:not([src]):not([type="application/ld+json"])', (scripts) => scripts.length)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** A response's headers as the browser should get them again, its body already decoded. */
const headers = (from: Headers) => Object.fromEntries([...from].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)));

it('still shows the page, once the app has rendered it, should the policy refuse the script', async () => {
  const route = '/ar/blog/no-such-post';
  const { page, response, problems } = await openPage(site, route, {
    prepare: async (page) => {
      // The document as served, with its script changed by a character: its hash no longer matches the policy's.
      const served = await fetch(`${site.origin}${route}`);
      const body = (await served.text()).replace('(() => {', '(() => { ');
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        request.resourceType() === 'document'
          ? request.respond({ status: served.status, headers: headers(served.headers), body })
          : request.continue(),
      );
    },
  });
  expect(response?.status()).toBe(404);
  expect(problems.filter((problem) => !problem.includes('CSP violation: script-src') && !problem.includes('Content Security Policy'))).toEqual([]);
  expect(problems.length).toBeGreaterThan(0);
  expect(await page.$$eval('main h1', (headings) => headings.map((h) => [h.textContent, h.getBoundingClientRect().height > 0]))).toEqual([
    [arBlog.postPage.notFound.title, true],
  ]);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  await page.close();
});

it("keeps the language switch on the site, whatever the address", async () => {
  // Not caught by a redirect (the rules only collapse slashes around plain ASCII segments).
  const { page, response } = await openPage(site, '/ar//%C3%A9vil.example');
  expect(response?.status()).toBe(404);
  const link = await byRole(page, 'link', { name: arUi.languageSwitch.label, within: (await page.$('header'))! });
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
  expect(new URL(href).origin).toBe(site.origin);
  await page.close();
});

describe('JavaScript off', () => {
  it.each(['/nowhere', '/ar/nowhere', '/ar/blog/nowhere'])('still shows the not-found page at %s, in both languages', async (route) => {
    const { page, response } = await openPage(site, route, { javaScript: false });
    expect(response?.status()).toBe(404);
    expect(await page.$eval('body', (b) => getComputedStyle(b).visibility)).toBe('visible');
    expect(await page.$eval('main h1', (h1) => h1.getBoundingClientRect().height)).toBeGreaterThan(0);
    const blocks = await page.$$eval('main h1', (headings) =>
      headings.map((h1) => {
        const block = h1.closest('[lang]') as HTMLElement;
        return {
          lang: block.lang,
          dir: getComputedStyle(h1).direction,
          title: h1.textContent,
          link: [h1.parentElement?.querySelector('a')?.getAttribute('href'), h1.parentElement?.querySelector('a')?.textContent],
          font: getComputedStyle(h1).fontFamily,
        };
      }),
    );
    expect(blocks.map(({ font: _font, ...rest }) => rest)).toEqual([
      { lang: 'en', dir: 'ltr', title: enNotFound.title, link: ['/', enNotFound.returnHome] },
      { lang: 'ar', dir: 'rtl', title: arNotFound.title, link: ['/ar', arNotFound.returnHome] },
    ]);
    expect(blocks[1]?.font).toContain('IBM Plex Sans Arabic');
    await page.close();
  });
});

describe('as the host serves it', () => {
  it.each(['/nope', '/ABOUT', '/Thank-You', '/ar/nope', '/blog/no-such-post', '/services/%E2%80%AE', '/index.php'])(
    '%s answers 404 with the not-found page',
    async (route) => {
      const { status, body } = await head(site, route);
      expect(status).toBe(404);
      expect(body).toContain('Oops! Page not found');
    },
  );

  it('allows the inline scripts of the not-found document by their hashes, as served', async () => {
    const { headers, body } = await head(site, '/nope');
    const inline = [...body.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].filter(([tag]) => !/src=|application\/ld\+json/.test(tag.slice(0, tag.indexOf('>'))));
    expect(inline.map(([, text]) => text)).toEqual([EARLY_SCRIPT, NOT_FOUND_SCRIPT]);
    for (const [, text] of inline) expect(scriptSources(headers.get('content-security-policy') ?? '')).toContain(scriptHashSource(text ?? ''));
  });
});
