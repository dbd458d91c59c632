/**
 * The same checks in Chromium (Blink), Firefox (Gecko) and WebKit. Every other browser test runs
 * in Chromium only; these make sure the site also starts, moves, switches language and sends its
 * form in the engines behind Firefox and Safari, on a representative set of pages: every template
 * in both languages, and a missing page. Chromium, which the other files hold to all of this,
 * runs the checks where engines are known to differ; name it in BROWSER_ENGINES
 * (`BROWSER_ENGINES=chromium,firefox,webkit`) to run the whole file in it too.
 *
 * The test server (support/recording-site.ts) adds a script to each page that records what goes
 * wrong in it, since WebKit's driver reports no console, and records the contact form's posts.
 * The drivers are in support/engines.ts.
 */
import { QUOTE_FACES_ATTRIBUTE } from '../../src/config/runtime';
import { services } from '../../src/config/services';
import { site as config } from '../../src/config/site';
import arBlog from '../../src/content/ar/blog';
import arContact from '../../src/content/generated/ar/contact';
import enContact from '../../src/content/generated/en/contact';
import arThankYou from '../../src/content/generated/ar/thank-you';
import enThankYou from '../../src/content/generated/en/thank-you';
import { headerNav } from '../../src/components/layout/nav-items';
import type { Locale } from '../../src/i18n/locale';
import arUi from '../../src/content/generated/ar/ui';
import enUi from '../../src/content/generated/en/ui';
import { pathFor } from '../../src/routes/paths';
import type { RouteKey } from '../../src/routes/route-table';
import { builtFixture, englishOnlyFixture } from '../fixtures/posts';
import { launchEngine, waitInPage, waitUntil, type Driver, type EngineName, type EngineSession } from './support/engines';
import { FORM_ENDPOINT_PATH, startRecordingSite, type RecordingSite } from './support/recording-site';

const ui = { en: enUi, ar: arUi };
const other = (locale: Locale): Locale => (locale === 'en' ? 'ar' : 'en');

const bilingualPost = arBlog.posts.find((post) => post.lang === 'ar')!.slug;
/** A post with no Arabic version (the tests' own, test/fixtures/blog/): its Arabic page carries the English words. */
const englishOnlyPost = builtFixture(arBlog.posts, englishOnlyFixture).slug;

/** Each template once: [what, route key and parameters]; null is a path with no page. */
const templates: [string, RouteKey | null, Record<string, string>?][] = [
  ['home', 'home'],
  ['about', 'about'],
  ['founder', 'founder'],
  ['services overview', 'services'],
  ['a service', services[0]!.key],
  ['booking', 'booking'],
  ['blog list', 'blog'],
  ['a post in both languages', 'blogPost', { slug: bilingualPost }],
  ['a post in English only', 'blogPost', { slug: englishOnlyPost }],
  ['contact', 'contact'],
  ['privacy', 'privacy'],
  ['thank-you', 'thankYou'],
  ['not found', null],
];

const pathOf = (key: RouteKey | null, locale: Locale, params?: Record<string, string>) =>
  key === null ? `${locale === 'ar' ? '/ar' : ''}/no-such-page` : pathFor(key, locale, params);

/**
 * Each template once per engine, started in one language and switched to the other: every page of
 * the set is loaded in both languages in every engine (as the start or as its twin). Which language
 * it starts in (where the menu is opened) alternates from template to template and is the other
 * one in the next engine, so each engine opens the menu in both directions.
 */
const representative = (engine: EngineName) =>
  templates.map(([what, key, params], index) => {
    const locale = startingLocale(engine, index);
    // A missing page has no twin: its language switch leads to the other language's home.
    const twin = key === null ? pathFor('home', other(locale)) : pathOf(key, other(locale), params);
    return { what, locale, route: pathOf(key, locale, params), twin };
  });

/** The language an engine starts its index-th check in: alternating, and the other one in the next engine. */
const startingLocale = (engine: EngineName, index: number): Locale => ((index + engines.indexOf(engine as never)) % 2 === 0 ? 'en' : 'ar');

/** A test registered only where it runs: the report lists no skipped test. */
const itWhen = (when: boolean): typeof it => (when ? it : ((() => undefined) as unknown as typeof it));

const chosen = process.env.BROWSER_ENGINES?.split(',') as EngineName[] | undefined;
const engines = chosen ?? (['chromium', 'firefox', 'webkit'] as const);
/** Whether the engine runs the representative set and the form too, not only the checks where engines differ. */
const runsEverything = (engine: EngineName) => engine !== 'chromium' || chosen !== undefined;

let site: RecordingSite;
beforeAll(async () => {
  site = await startRecordingSite();
});
afterAll(() => site.close());

// ---------------------------------------------------------------------------------------------
// What the checks read from the page, the same in every engine

interface PageState {
  path: string;
  lang: string;
  dir: string;
  headings: string[];
  landedInPlace: boolean;
  marker: boolean;
}

const pageState = (driver: Driver) =>
  driver.evaluate((): PageState => {
    const heading = document.querySelector('main h1');
    return {
      path: location.pathname,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      headings: Array.from(document.querySelectorAll('h1'), (h) => (h.textContent ?? '').trim()),
      landedInPlace: heading !== null && heading === window.prerenderedHeading && heading.isConnected,
      marker: (window as unknown as { marker?: boolean }).marker === true,
    };
  });

/** Waits until the page at `path` has started its app. */
const waitForApp = (driver: Driver, path: string) =>
  waitInPage(driver, (path) => location.pathname === path && document.documentElement.hasAttribute('data-ready'), [path], {
    what: `the app started at ${path}`,
  });

async function open(driver: Driver, route: string, width: number) {
  await driver.setViewport(width, 800);
  await driver.goto(`${site.origin}${route}`);
  await waitForApp(driver, route);
}

const menuState = (driver: Driver) =>
  driver.evaluate(() => {
    const button = document.querySelector('button[aria-controls="site-nav"]')!;
    const nav = document.getElementById('site-nav')!;
    const box = nav.getBoundingClientRect();
    const style = getComputedStyle(nav);
    return {
      expanded: button.getAttribute('aria-expanded'),
      shown: style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0,
      buttonFocused: document.activeElement === button,
    };
  });

/** A mark on the window that only a reload removes. */
const setMarker = (driver: Driver) =>
  driver.evaluate(() => {
    (window as unknown as { marker?: boolean }).marker = true;
  });

describe.each(engines)('%s', (engine) => {
  /** The language of the engine's checks that run in one: swapped in the next engine. */
  const ownLocale = startingLocale(engine, 0);
  let session: EngineSession;
  let driver: Driver;
  beforeAll(async () => {
    session = await launchEngine(engine);
    driver = session.driver;
  }, 60_000);
  afterAll(() => session?.close());

  it('hears what goes wrong in a page: the check every page below passes is not blind', async () => {
    await open(driver, pathFor('thankYou', 'en'), 1280);
    expect(await driver.errors()).toEqual([]);
    await driver.evaluate(() => {
      console.error('deliberate console error');
      // A throw in a task of its own, outside the evaluated script: not a wait.
      // eslint-disable-next-line no-restricted-syntax
      setTimeout(() => {
        throw new Error('deliberate throw');
      });
      void Promise.reject(new Error('deliberate rejection'));
      const image = document.createElement('img');
      image.src = '/no-such-image.png';
      document.body.append(image);
      // Inline script: the Content-Security-Policy refuses it.
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    // Each kind of problem, as the recorder or the protocol reports it (Chromium mutes errors of scripts it evaluates for a test).
    const kinds = [/^console\.error: deliberate console error$/, /deliberate throw/, /deliberate rejection/, /no-such-image\.png/, /^CSP violation: script-src/];
    let errors: string[] = [];
    await waitUntil(async () => {
      errors = await driver.errors();
      return kinds.every((kind) => errors.some((problem) => kind.test(problem)));
    }).catch(() => expect(errors).toEqual(kinds.map(String)));
    expect(await driver.evaluate(() => 'injected' in window)).toBe(false);
  });

  it('sets a quote in its own face once it nears the view, and not before', async () => {
    await open(driver, pathFor('home', ownLocale), 375);
    const family = ownLocale === 'en' ? 'Source Serif 4' : 'Noto Naskh Arabic';
    const read = (attribute: string) => ({
      marked: document.documentElement.hasAttribute(attribute),
      scripting: matchMedia('(scripting: enabled)').matches,
      drawnIn: getComputedStyle(document.querySelector('main blockquote')!).fontFamily.split(',')[0]!.replace(/["']/g, ''),
    });
    expect(await driver.evaluate(read, QUOTE_FACES_ATTRIBUTE)).toEqual({ marked: false, scripting: true, drawnIn: `${family} Fallback` });
    await driver.evaluate(() => document.querySelector('main blockquote')!.scrollIntoView({ block: 'center' }));
    await waitInPage(
      driver,
      (attribute: string, face: string) =>
        document.documentElement.hasAttribute(attribute) && Array.from(document.fonts).some((font) => font.family.replace(/["']/g, '') === face && font.status === 'loaded'),
      [QUOTE_FACES_ATTRIBUTE, family],
      { what: `the ${family} face` },
    );
    expect(await driver.evaluate(read, QUOTE_FACES_ATTRIBUTE)).toEqual({ marked: true, scripting: true, drawnIn: family });
  });

  it.each([375, 1280])('lines an English card up on the left in the Arabic blog list, and an Arabic one on the right (%i px)', async (width) => {
    await open(driver, pathFor('blog', 'ar'), width);
    const cards = await driver.evaluate(() => {
      /** Where the element's text sits: its alignment as the engine resolves it, and how far each line is from either edge of its content box. */
      const measure = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const range = document.createRange();
        range.selectNodeContents(element);
        // A line set in two faces (Arabic-Indic digits beside Latin) is several boxes: one line is their union.
        const byTop = new Map<number, { left: number; right: number }>();
        for (const box of Array.from(range.getClientRects()).filter((rect) => rect.width > 0)) {
          const line = byTop.get(Math.round(box.top));
          byTop.set(Math.round(box.top), line ? { left: Math.min(line.left, box.left), right: Math.max(line.right, box.right) } : { left: box.left, right: box.right });
        }
        const lines = [...byTop.values()];
        const rtl = style.direction === 'rtl';
        const physical: Record<string, string> = { start: rtl ? 'right' : 'left', end: rtl ? 'left' : 'right' };
        return {
          align: physical[style.textAlign] ?? style.textAlign,
          lines: lines.length,
          offLeft: Math.max(...lines.map((line) => Math.abs(line.left - left))),
          offRight: Math.max(...lines.map((line) => Math.abs(right - line.right))),
        };
      };
      return Array.from(document.querySelectorAll('main ul > li > h2'), (title) => ({
        lang: title.getAttribute('lang'),
        dir: title.getAttribute('dir'),
        title: measure(title),
        excerpt: measure(title.nextElementSibling!),
      }));
    });
    const english = cards.filter((card) => card.lang === 'en');
    expect(english).toHaveLength(arBlog.posts.filter((post) => post.lang === 'en').length);
    expect(cards.length - english.length).toBe(arBlog.posts.length - english.length);
    for (const card of cards) {
      const side = card.lang === 'en' ? 'left' : 'right';
      for (const text of [card.title, card.excerpt]) {
        expect({ dir: card.dir, align: text.align, offEdge: Math.round(side === 'left' ? text.offLeft : text.offRight) }).toEqual({
          dir: card.lang === 'en' ? 'ltr' : null,
          align: side,
          offEdge: 0,
        });
        expect(text.lines).toBeGreaterThan(0);
      }
    }
  });

  if (!runsEverything(engine)) return;

  it.each(representative(engine))(
    '$route ($what): at 375 px loads with no error, starts, its menu opens and closes; at 1280 px the language switch lands on its twin, where a link moves in place',
    async ({ locale, route, twin }) => {
      await open(driver, route, 375);
      const state = await pageState(driver);
      expect({ lang: state.lang, dir: state.dir, headings: state.headings.length }).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', headings: 1 });
      // React adopted the prerendered markup, the not-found page's included (the variant its script chose).
      expect(state.landedInPlace).toBe(true);
      expect(await driver.errors()).toEqual([]);

      const words = ui[locale];
      const expanded = (value: string) =>
        waitInPage(driver, (value) => document.querySelector('button[aria-controls="site-nav"]')?.getAttribute('aria-expanded') === value, [value], {
          what: `the menu button's aria-expanded="${value}"`,
        });
      await driver.click({ role: 'button', name: words.menu.open });
      await expanded('true');
      expect(await menuState(driver)).toMatchObject({ shown: true });
      await driver.press('Escape');
      await expanded('false');
      expect(await menuState(driver)).toEqual({ expanded: 'false', shown: false, buttonFocused: true });
      await driver.click({ role: 'button', name: words.menu.open });
      await expanded('true');
      await driver.click({ role: 'button', name: words.menu.close });
      await expanded('false');
      expect(await menuState(driver)).toMatchObject({ shown: false });

      await driver.setViewport(1280, 800);
      await driver.click({ role: 'link', name: words.languageSwitch.label, within: 'header' });
      await waitForApp(driver, twin);
      const twinState = await pageState(driver);
      expect({ lang: twinState.lang, dir: twinState.dir, headings: twinState.headings.length }).toEqual({
        lang: other(locale),
        dir: other(locale) === 'ar' ? 'rtl' : 'ltr',
        headings: 1,
      });
      expect(twinState.landedInPlace).toBe(true);
      expect(await driver.errors()).toEqual([]);

      // A link of the header's navigation moves to its page without a reload: the window keeps its mark.
      const next = headerNav.find(({ key }) => pathFor(key, other(locale)) !== twin)!;
      await setMarker(driver);
      await driver.click({ role: 'link', name: ui[other(locale)].nav[next.key], within: '#site-nav' });
      await waitForApp(driver, pathFor(next.key, other(locale)));
      await waitInPage(driver, (before) => document.querySelector('main h1')?.textContent !== before, [twinState.headings[0] ?? ''], { what: 'the next page shown' });
      expect((await pageState(driver)).marker).toBe(true);
      expect(await driver.errors()).toEqual([]);
    },
  );

  // As navigation.test.ts holds Chromium to it: the new page's heading takes the focus at the
  // top; Back returns to where the page was left and to the link followed, Forward to the heading,
  // all in place (the window keeps its mark).
  it('moves to a page from far down another, focus on its heading at the top; Back to the link followed, where it was; Forward to the heading', async () => {
    const start = pathFor(services[0]!.key, ownLocale);
    await open(driver, start, 1280);
    const startTitle = (await pageState(driver)).headings[0]!;
    // The last link of the page's own that stays on the site, scrolled into the middle of the window.
    const link = await driver.evaluate(() => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]:not([target])'));
      const last = links[links.length - 1]!;
      last.setAttribute('data-followed', '');
      last.scrollIntoView({ block: 'center' });
      return { href: last.getAttribute('href')!, left: window.scrollY };
    });
    expect(link.left).toBeGreaterThan(800);
    await setMarker(driver);
    await driver.click('[data-followed]');
    await waitForApp(driver, link.href);
    await waitInPage(driver, (before) => document.querySelector('main h1')?.textContent?.trim() !== before, [startTitle], { what: 'the next page shown' });
    const where = () =>
      driver.evaluate(() => ({
        path: location.pathname,
        heading: document.querySelector('main h1')?.textContent?.trim(),
        focused: document.activeElement?.tagName === 'H1' ? 'heading' : document.activeElement?.getAttribute('href'),
        scrollY: Math.round(window.scrollY),
        marker: (window as unknown as { marker?: boolean }).marker === true,
      }));
    const next = await where();
    expect(next).toEqual({ path: link.href, heading: next.heading, focused: 'heading', scrollY: 0, marker: true });

    await driver.evaluate(() => history.back());
    await waitInPage(driver, (title) => document.querySelector('main h1')?.textContent?.trim() === title, [startTitle], { what: 'Back on the first page' });
    // The scroll comes back as the page is laid out again, which may be a frame or two after its heading.
    await waitInPage(driver, (y) => Math.abs(window.scrollY - y) <= 2, [link.left], { what: `Back at the scroll it was left at (${Math.round(link.left)})` }).catch(() => undefined);
    const back = await where();
    expect({ ...back, scrollY: Math.abs(back.scrollY - Math.round(link.left)) <= 2 }).toEqual({ path: start, heading: startTitle, focused: link.href, scrollY: true, marker: true });

    await driver.evaluate(() => history.forward());
    await waitInPage(driver, (title) => document.querySelector('main h1')?.textContent?.trim() === title, [next.heading], { what: 'Forward on the next page' });
    expect(await where()).toEqual({ ...next });
    expect(await driver.errors()).toEqual([]);
  });

  // The form's two checks, each in one language per engine and in the other language in the other
  // engine: each engine posts the form in its own language and refuses bad input in the other.
  describe.each([
    ['en', enContact, enThankYou],
    ['ar', arContact, arThankYou],
  ] as const)('the contact form in %s', (locale, content, thankYou) => {
    const posts = ownLocale === locale;
    itWhen(posts)('posts natively, every field included, and lands on the thank-you page', async () => {
      const route = pathFor('contact', locale);
      await open(driver, route, 1280);
      const form = 'main form';
      expect(await driver.evaluate((form) => [document.querySelector(form)?.getAttribute('method'), document.querySelector(form)?.getAttribute('action')], form)).toEqual([
        'post',
        config.formEndpoint,
      ]);
      // The form service is never called: the form posts to the test server instead, which records it
      // and answers as the service does. The browser builds and sends the post itself.
      await driver.evaluate((form, action) => document.querySelector(form)!.setAttribute('action', action), form, `${site.origin}${FORM_ENDPOINT_PATH}`);
      const visitor = { name: 'Layla Haddad', email: 'layla@example.org', mobile: '+971 50 123 4567', message: 'I would like to talk about a career change.\nWhen could we meet?' };
      for (const [name, value] of Object.entries(visitor)) await driver.type(`${form} [name="${name}"]`, value);
      const before = site.posts.length;
      await driver.click({ role: 'button', name: content.form.submit, within: form });
      const thankYouPath = pathFor('thankYou', locale);
      await waitForApp(driver, thankYouPath);
      expect((await pageState(driver)).headings).toEqual([thankYou.title]);
      expect(site.posts.slice(before)).toEqual([
        {
          contentType: 'application/x-www-form-urlencoded',
          fields: {
            ...visitor,
            message: visitor.message.replace(/\n/g, '\r\n'),
            _subject: content.form.subject,
            _redirect: `${config.origin}${thankYouPath}`,
            _gotcha: '',
          },
        },
      ]);
      expect(await driver.errors()).toEqual([]);
    });

    itWhen(!posts)('refuses a number and an address that cannot be one, by the same patterns, and says so in the page’s words', async () => {
      await open(driver, pathFor('contact', locale), 1280);
      const form = 'main form';
      // The errors' script is its own chunk, attached once it has arrived.
      await waitInPage(driver, (form) => document.querySelector<HTMLFormElement>(form)?.noValidate === true, [form], { what: 'the form’s errors attached' });
      const visitor = { name: 'Layla Haddad', email: 'a@b', mobile: 'abc123', message: 'When could we meet?' };
      for (const [name, value] of Object.entries(visitor)) await driver.type(`${form} [name="${name}"]`, value);
      // This engine compiled both patterns (one that does not compile is ignored, and refuses nothing).
      expect(
        await driver.evaluate(
          (form) => ['email', 'mobile'].map((name) => document.querySelector<HTMLInputElement>(`${form} [name="${name}"]`)!.validity.patternMismatch),
          form,
        ),
      ).toEqual([true, true]);
      const before = site.posts.length;
      await driver.click({ role: 'button', name: content.form.submit, within: form });
      const { errors } = content.form;
      await waitInPage(driver, (form, line) => document.querySelector(`${form} [role="status"]`)?.textContent === line, [form, errors.summary[1]], {
        what: 'the summary’s line',
      });
      const shown = await driver.evaluate((form) => {
        const fields = Array.from(document.querySelectorAll<HTMLInputElement>(`${form} [aria-invalid="true"]`));
        return {
          focused: document.activeElement?.getAttribute('name'),
          invalid: fields.map((field) => field.name),
          messages: fields.map((field) =>
            (field.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.innerText.trim())
              .join(' '),
          ),
        };
      }, form);
      const { text, format } = content.form.mobileHint;
      expect(shown).toEqual({
        focused: 'email',
        invalid: ['email', 'mobile'],
        messages: [`${errors.format.email.text} ${errors.format.email.example}`, `${errors.format.mobile.text} ${errors.format.mobile.example} ${text} ${format}`],
      });
      expect(site.posts.length).toBe(before);
      expect(await driver.errors()).toEqual([]);
    });
  });
});
