/**
 * The script of 404.html picks, from the address alone, the variant of the not-found page the
 * app will render there. Run here against a document shaped as the prerender writes it.
 */
import {
  FONT_WAIT_MS,
  NOT_FOUND_SCRIPT,
  notFoundVariants,
  PART_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  type NotFoundVariant,
} from '../../scripts/lib/not-found-document';
import { localeFromPath } from '../../src/i18n/locale';
import { matchRoute } from '../../src/routes/paths';
import { routeDef } from '../../src/routes/route-table';

const variants = notFoundVariants();

/** The variant the app renders at `path`: the route's own not-found for a route with parameters, else the language's. */
function renderedBy(path: string): NotFoundVariant {
  const locale = localeFromPath(path);
  const match = matchRoute(path);
  const own = match && routeDef(match.key).path.includes(':') ? variants.find((v) => v.param && v.locale === locale && matchRoute(v.probe)?.key === match.key) : undefined;
  return own ?? (variants.find((v) => !v.param && v.locale === locale) as NotFoundVariant);
}

/** The faces the page waits for: jsdom has no FontFaceSet, so each test says when they are in. */
let fontsIn: () => void;

/** 404.html in outline: a default page, a template per variant naming its probe, then the script. */
function loadDocument(path: string) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: new Promise<void>((resolve) => (fontsIn = resolve)) } });
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.documentElement.setAttribute(PENDING_ATTRIBUTE, '');
  document.head.innerHTML = `<script type="module" src="/main.js" data-chunks="/default.js"></script><title ${PART_ATTRIBUTE}>default</title><link rel="stylesheet" href="/site-en.css">`;
  const templates = variants
    .map(
      (v) =>
        `<template data-not-found="${v.pattern}"${v.param ? ' data-param' : ''} data-lang="${v.locale}" data-dir="${v.locale === 'ar' ? 'rtl' : 'ltr'}" data-chunks="/${v.probe}.js">` +
        `<title ${PART_ATTRIBUTE}>${v.probe}</title><main><h1>${v.probe}</h1></main></template>`,
    )
    .join('');
  document.body.innerHTML = `<div id="root"><main><h1>default</h1></main></div>${templates}`;
  const script = document.createElement('script');
  script.textContent = NOT_FOUND_SCRIPT;
  document.body.append(script);
}

// The script waits on timers: fake ones, cleared after each test, so no test's wait ends in another.
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});
afterAll(() => window.history.replaceState(null, '', '/'));

const pending = () => document.documentElement.hasAttribute(PENDING_ATTRIBUTE);

it('knows a variant for each language, and one for each built route with parameters in each', () => {
  expect(variants.map((v) => v.probe)).toEqual(['/ar/blog/__not-found__', '/ar/__not-found__', '/blog/__not-found__', '/__not-found__']);
  for (const variant of variants) expect(renderedBy(variant.probe)).toBe(variant);
});

it.each([
  '/nope',
  '/ABOUT',
  '/ar/nope',
  '/ar/nope/deeper',
  '/blog/no-such-post',
  '/blog/Unlock-Your-Potential',
  '/ar/blog/no-such-post',
  '/blog/no-such-post/more',
  '/ar/blog/no-such-post/more',
  '/ar/blog/',
  '/blog/',
  '/Blog/no-such-post',
  '/arabic/blog/no-such-post',
  '/services/nothing',
  '/ar/services/nothing',
  '/blog/a%2Fb',
  '/ar/blog/%E2%80%AE%3Cscript%3E',
  // Malformed escapes: no route answers them, so the plain not-found page, as the app renders it.
  '/blog/broken%E0%A4%A',
  '/ar/blog/broken%',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
])('shows at %s the variant the app renders there', (path) => {
  loadDocument(path);
  const expected = renderedBy(path);
  expect(document.querySelector('#root h1')?.textContent).toBe(expected.probe);
  expect(document.title).toBe(expected.probe);
  expect(document.head.querySelectorAll(`[${PART_ATTRIBUTE}]`)).toHaveLength(1);
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual([expected.locale, expected.locale === 'ar' ? 'rtl' : 'ltr']);
  expect(document.querySelector('script[data-chunks]')?.getAttribute('data-chunks')).toBe(`/${expected.probe}.js`);
});

it('leaves nothing of itself behind, and nothing of the address', async () => {
  loadDocument('/ar/blog/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  expect(document.querySelectorAll('template')).toHaveLength(0);
  expect(document.querySelectorAll('body script')).toHaveLength(0);
  fontsIn();
  await jest.advanceTimersByTimeAsync(0);
  expect(pending()).toBe(false);
  expect(document.documentElement.outerHTML).not.toMatch(/img|onerror|alert/i);
});

it('shows the page once its faces are in', async () => {
  loadDocument('/ar/nope');
  expect(pending()).toBe(true);
  fontsIn();
  await jest.advanceTimersByTimeAsync(0);
  expect(pending()).toBe(false);
});

it('shows the page, in the fallback, when its faces take longer than its wait for them', async () => {
  loadDocument('/ar/nope');
  await jest.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
  expect(pending()).toBe(true);
  await jest.advanceTimersByTimeAsync(1);
  expect(pending()).toBe(false);
});
