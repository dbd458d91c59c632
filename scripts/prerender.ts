/**
 * After webpack: open every page of the route table, in both languages, in
 * headless Chromium, and save what it renders as dist/<route>/index.html,
 * plus dist/404.html. Visitors and search engines get complete HTML, which
 * stays as it is until the visitor moves within the site (src/app/landing.ts).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { builtPages } from '../src/app/prerender-list';
import arNotFound from '../src/content/generated/ar/not-found';
import { APP_CHUNKS_ATTRIBUTE, STYLESHEET_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from '../src/config/runtime';
import { EARLY_SCRIPT } from './build/early-script';
import { switchLocalePath } from '../src/i18n/locale';
import { pathFor } from '../src/routes/paths';
import { colors, fonts } from '../src/styles/theme';
import { browse } from './lib/chromium';
import { chunkNames, isAppChunk, PAGE_FILES_FILE, type PageFiles } from './lib/chunk-names';
import {
  NOT_FOUND_SCRIPT,
  notFoundVariants,
  PART_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  scriptHashSource,
  scriptSources,
  type NotFoundVariant,
} from './lib/not-found-document';
import { pageCss, shortClassNames } from './lib/page-css';
import { hostingConfig } from './lib/local-headers';
import { run, SourceError } from './lib/run';

const dist = path.resolve(__dirname, '..', 'dist');

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.map': 'application/json',
};

/** dist/ as a single-page app: files as they are, every other path gets the empty shell. */
function serveShell(shell: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(dist, pathname);
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile() && !file.endsWith('.html')) {
      res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(shell);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The Arabic half of the static not-found page: its words, and how it sets itself apart. */
interface ArabicNotFound {
  title: string;
  body: string;
  link: string;
  href: string;
  style: string;
}

const arabicNotFound: ArabicNotFound = {
  title: arNotFound.title,
  body: arNotFound.body,
  link: arNotFound.returnHome,
  href: pathFor('home', 'ar'),
  // Under an English <html>, the Arabic block sets its own face and points its arrow its own way.
  style: `[data-not-found-ar]{margin-top:3rem;padding-top:3rem;border-top:1px solid ${colors.line};font-family:${fonts.arabic}}[data-not-found-ar] svg{transform:scaleX(-1)}`,
};

/** One variant of the not-found page, as a <template> of 404.html carries it (see scripts/lib/not-found-document.ts). */
interface VariantMarkup {
  pattern: string;
  param: boolean;
  lang: string;
  dir: string;
  chunks: string;
  /** Its head elements (title, description, font preloads, styles), then its page: what #root holds. */
  html: string;
}

/** How the not-found document is put together: its variants, and what the default shows without JavaScript. */
interface NotFoundDocument {
  variants: VariantMarkup[];
  arabic: ArabicNotFound;
  /** The language switch of the default: the Arabic home (the probe's own address means nothing to a visitor). */
  switchHref: string;
  script: string;
  partAttribute: string;
  pendingAttribute: string;
  /** The head elements each variant has of its own (`VARIANT_HEAD`). */
  headParts: string;
}

/** A not-found page's own head elements: its title, description and CSS. */
const VARIANT_HEAD = `title, meta[name="description"], style[${PAGE_STYLES_ATTRIBUTE}]`;

/** Runs in the page: the rules styled-components generated for this render, in its own serialisation. */
function serializedStyles(): string {
  const serialize = (window as unknown as { serializeStyles?: () => string }).serializeStyles;
  if (!serialize || !document.querySelector('style[data-styled]')) throw new Error('styled-components stylesheet not found');
  return serialize();
}

/** Runs in the page: the `class` attribute of every element the app rendered. */
const classLists = (): string[] => Array.from(document.querySelectorAll('#root [class]'), (element) => element.getAttribute('class') ?? '');

/**
 * Runs in the page: styled-components writes its rules through the CSSOM, so its <style> tags are
 * empty in the markup. Put the page's CSS in their place, in a tag of its own
 * (PAGE_STYLES_ATTRIBUTE), and give the elements the CSS's short class names (`names`): nothing
 * hydrates this markup, so only that CSS reads its classes.
 */
function putPageStyles(css: string, names: Record<string, string>, attribute: string): void {
  document.querySelectorAll('style[data-styled]').forEach((tag) => tag.remove());
  const style = document.createElement('style');
  style.setAttribute(attribute, '');
  style.textContent = css;
  document.head.appendChild(style);
  for (const element of document.querySelectorAll('#root [class]')) {
    const kept = [...element.classList].flatMap((name) => names[name] ?? []);
    if (kept.length > 0) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
}

/** Runs in the page: where its own link leads (home, or the blog for an unknown post). */
const wayOn = (): string => {
  const href = document.querySelector('main a[href]')?.getAttribute('href');
  if (!href) throw new Error('not-found page markup changed: main has no link');
  return href;
};

/**
 * Runs in the page: a rendered not-found page as a variant of 404.html, its head elements marked
 * as its own. The live document is left as it is (the English one is snapshotted next).
 */
function variantOf(switchHref: string, part: string, selector: string): Pick<VariantMarkup, 'lang' | 'dir' | 'html'> {
  const root = document.getElementById('root')?.cloneNode(true) as HTMLElement | undefined;
  const languageSwitch = root?.querySelector('header a[hreflang]');
  if (!root || !languageSwitch) throw new Error('not-found page markup changed: #root or the language switch is missing');
  languageSwitch.setAttribute('href', switchHref);
  const head = Array.from(document.head.querySelectorAll(selector), (node) => node.cloneNode(true) as Element);
  head.forEach((node) => node.setAttribute(part, ''));
  const html = document.documentElement;
  return { lang: html.lang, dir: html.dir, html: head.map((node) => node.outerHTML).join('') + root.innerHTML };
}

/** Runs in the page: turn the live document into the HTML to ship. */
function snapshot(notFound: NotFoundDocument | null, chunks: string, chunksAttribute: string, stylesheetAttribute: string, facesScript: string): string {
  const html = document.documentElement;
  const head = document.head;

  // The chunks a visitor's first move needs: the page landed on preloads them together as it is about to move.
  const entry = head.querySelector('script[type="module"]');
  if (!entry) throw new Error('the entry script is missing');
  entry.setAttribute(chunksAttribute, chunks);
  // The entry is under 3 KB and waits for the first screen to paint: the document, its CSS,
  // faces and images come first.
  entry.setAttribute('fetchpriority', 'low');
  // The template links every language's stylesheet; the page keeps its own, and the script that
  // asks for its faces right after it (written as markup: inserted that way, it does not run here).
  head.querySelectorAll(`link[${stylesheetAttribute}]`).forEach((link) => link.getAttribute(stylesheetAttribute) !== html.lang && link.remove());
  const stylesheet = head.querySelector(`link[${stylesheetAttribute}]`);
  if (!stylesheet) throw new Error(`the page links no stylesheet of its language (${html.lang})`);
  stylesheet.insertAdjacentHTML('afterend', `<script>${facesScript}</script>`);
  // Structured data renders in place in the page; it belongs in <head>, outside what the app renders.
  document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => head.appendChild(script));

  delete html.dataset.ready;
  if (notFound) {
    const { arabic, variants, partAttribute: part } = notFound;
    // Without JavaScript this document is all a visitor gets, for any unknown address: it says so
    // in both languages, each block in its own language and direction. The Arabic block is in a
    // <noscript>, so with JavaScript the variant the script picks is all there is.
    const english = document.querySelector('main section > div');
    if (!english) throw new Error('not-found page markup changed: main section > div is missing');
    const block = english.cloneNode(true) as HTMLElement;
    block.lang = 'ar';
    block.dir = 'rtl';
    block.dataset.notFoundAr = '';
    // The big 404 above the English block serves both.
    block.querySelector('p[aria-hidden]')?.remove();
    const [title, body, link] = ['h1', 'h1 + p', 'a'].map((selector) => block.querySelector(selector));
    if (!title || !body || !(link instanceof HTMLAnchorElement)) throw new Error('not-found page markup changed');
    title.textContent = arabic.title;
    // The section is named by the English heading's id; a second heading of that id is not allowed.
    title.removeAttribute('id');
    body.textContent = arabic.body;
    link.setAttribute('href', arabic.href);
    const label = link.querySelector('span');
    if (label) label.textContent = arabic.link;
    const withoutScript = document.createElement('noscript');
    withoutScript.append(block);
    english.after(withoutScript);
    const rules = document.createElement('style');
    rules.textContent = arabic.style;
    head.appendChild(rules);
    document.querySelector('header a[hreflang]')?.setAttribute('href', notFound.switchHref);

    // The default's own head elements give way to the variant's. Its first-screen faces stay
    // (the English ones: an Arabic variant's header uses them, its Arabic words the complete
    // Arabic faces, asked for once the script has chosen it).
    [rules, ...head.querySelectorAll(notFound.headParts)].forEach((node) =>
      node.setAttribute(part, ''),
    );

    // Each variant in an inert template, then the script that shows the right one, all after #root.
    const root = document.getElementById('root');
    if (!root) throw new Error('#root is missing');
    const templates = variants.map((variant) => {
      const template = document.createElement('template');
      template.dataset.notFound = variant.pattern;
      if (variant.param) template.dataset.param = '';
      template.dataset.lang = variant.lang;
      template.dataset.dir = variant.dir;
      template.dataset.chunks = variant.chunks;
      template.innerHTML = variant.html;
      return template;
    });
    root.after(...templates);
    // Written as markup, not created as an element: inserted that way, it does not run here.
    templates[templates.length - 1]?.insertAdjacentHTML('afterend', `<script>${notFound.script}</script>`);

    html.dataset.prerender = 'not-found';
    // Until the script has run, the page is hidden: at worst a blank moment, never the wrong page.
    // Hidden, not undisplayed: laid out, the page the script puts in place asks for its faces, and
    // is shown once they are in. Should the script not run, the app shows it once it has rendered;
    // without JavaScript, it shows at once.
    html.setAttribute(notFound.pendingAttribute, '');
    const veil = document.createElement('style');
    veil.textContent = `html[${notFound.pendingAttribute}] body{visibility:hidden}`;
    head.appendChild(veil);
    const noscript = document.createElement('noscript');
    noscript.innerHTML = `<style>html[${notFound.pendingAttribute}] body{visibility:visible}</style>`;
    head.appendChild(noscript);
  }
  return `<!doctype html>${html.outerHTML}`;
}

/** Every script and data file the page loaded to render, from the site root. */
const filesLoaded = (): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((file) => /\.(js|json)$/.test(file));

/**
 * Chromium now and then loses a tab as it navigates it ("Navigating frame was detached", seen
 * once in a clean clone's `npm test`; the same build passed when run again). Such a load is
 * tried once more, in a new tab; a page that logs a problem or never renders fails at once.
 */
const LOST_TAB = /Navigating frame was detached|Target closed|Session closed/;

/**
 * Opens `route` as the prerender does, waits for the app to render it, puts its styles in the
 * markup, and hands the page to `take` with the chunks that a visitor's first render needs.
 */
async function render<T>(
  browser: Browser,
  origin: string,
  route: string,
  preload: string[],
  take: (page: Page, chunks: string) => Promise<T>,
): Promise<T & { files: string[] }> {
  try {
    return await renderInTab(browser, origin, route, preload, take);
  } catch (error) {
    if (!LOST_TAB.test(String(error))) throw error;
    console.warn(`Prerendering ${route}: Chromium lost the tab (${String(error).split('\n')[0]}); trying once more`);
    return renderInTab(browser, origin, route, preload, take);
  }
}

async function renderInTab<T>(
  browser: Browser,
  origin: string,
  route: string,
  preload: string[],
  take: (page: Page, chunks: string) => Promise<T>,
): Promise<T & { files: string[] }> {
  const page = await browser.newPage();
  try {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('requestfailed', (request) => problems.push(`failed request ${request.url()}`));
    // Tells the app it is being prerendered: motion stays at its final state, styles can be serialised.
    await page.evaluateOnNewDocument(() => Object.assign(window, { __prerendering: true }));

    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
    const files = await page.evaluate(filesLoaded);
    const { css, names } = shortClassNames(pageCss(await page.evaluate(serializedStyles)), await page.evaluate(classLists));
    await page.evaluate(putPageStyles, css, names, PAGE_STYLES_ATTRIBUTE);
    const taken = await take(page, files.filter((file) => preload.includes(file)).join(' '));
    if (problems.length > 0) throw new Error(`Prerendering ${route} logged problems:\n${problems.join('\n')}`);
    return { ...taken, files };
  } finally {
    // A tab Chromium lost may not close: nothing to keep of it.
    await page.close().catch(() => undefined);
  }
}

const snapshotOf = (page: Page, notFound: NotFoundDocument | null, chunks: string) =>
  page.evaluate(snapshot, notFound, chunks, APP_CHUNKS_ATTRIBUTE, STYLESHEET_ATTRIBUTE, EARLY_SCRIPT).then((html) => ({ html }));

/** Renders one variant of the not-found page, and, for the last (English, answering any address), the whole 404.html around all of them. */
async function renderNotFound(browser: Browser, origin: string, variant: NotFoundVariant, preload: string[], before: VariantMarkup[], last: boolean) {
  return render(browser, origin, variant.probe, preload, async (page, chunks) => {
    const other = variant.locale === 'en' ? 'ar' : 'en';
    const switchHref = switchLocalePath(await page.evaluate(wayOn), other);
    const markup: VariantMarkup = {
      pattern: variant.pattern,
      param: variant.param,
      chunks,
      ...(await page.evaluate(variantOf, switchHref, PART_ATTRIBUTE, VARIANT_HEAD)),
    };
    if (!last) return { markup, html: undefined };
    const notFound: NotFoundDocument = {
      variants: [...before, markup],
      arabic: arabicNotFound,
      switchHref,
      script: NOT_FOUND_SCRIPT,
      partAttribute: PART_ATTRIBUTE,
      pendingAttribute: PENDING_ATTRIBUTE,
      headParts: VARIANT_HEAD,
    };
    return { markup, ...(await snapshotOf(page, notFound, chunks)) };
  });
}

/**
 * The Content-Security-Policy must allow a document's inline scripts by their hashes: a policy
 * that did not would leave every unknown address blank until the veil lifts, and a page's faces
 * asked for late. Checked on what was written: every page carries the faces' script, 404.html the
 * not-found script after it, as written, and no other.
 */
function checkInlineScripts(file: string, html: string, expected: string[], allowed: readonly string[]): void {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  if (JSON.stringify(inline) !== JSON.stringify(expected)) throw new Error(`${file} must carry ${expected.length} inline script(s), as written, and no other`);
  for (const script of expected) {
    const hash = scriptHashSource(script);
    if (!allowed.includes(hash)) {
      throw new SourceError(`An inline script changed: in firebase.json, the Content-Security-Policy's script-src must allow ${hash} (in place of the old hash).`);
    }
  }
}

/** The script sources firebase.json's policy for the pages (its `**` rule) allows, as deployed. */
const pagesScriptSources = (): string[] =>
  scriptSources(
    hostingConfig()
      .headers?.find((rule) => rule.source === '**')
      ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '',
  );

const outputFile = (route: string) => path.join(dist, route === '/' ? '' : route, 'index.html');

async function main() {
  const started = Date.now();
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const allowed = pagesScriptSources();
  const names = chunkNames();
  const preload = Object.keys(names)
    .filter((file) => isAppChunk(names[file] as string))
    .map((file) => `/${file}`);
  const loaded: PageFiles = {};
  await browse(await serveShell(shell), async (browser, origin) => {
    const pages = builtPages();
    for (const { path: route } of pages) {
      const file = outputFile(route);
      await mkdir(path.dirname(file), { recursive: true });
      const { html, files } = await render(browser, origin, route, preload, (page, chunks) => snapshotOf(page, null, chunks));
      checkInlineScripts(path.relative(dist, file), html, [EARLY_SCRIPT], allowed);
      await writeFile(file, html);
      loaded[route] = files;
    }
    const variants: VariantMarkup[] = [];
    const all = notFoundVariants();
    for (const [index, variant] of all.entries()) {
      const { markup, html, files } = await renderNotFound(browser, origin, variant, preload, variants, index === all.length - 1);
      variants.push(markup);
      if (html === undefined) continue;
      checkInlineScripts('404.html', html, [EARLY_SCRIPT, NOT_FOUND_SCRIPT], allowed);
      await writeFile(path.join(dist, '404.html'), html);
      loaded['404'] = files;
    }
    if (!loaded['404']) throw new Error('no not-found variant answers every address');
    await writeFile(path.join(dist, PAGE_FILES_FILE), JSON.stringify(loaded, null, 2));
    console.log(`Prerendered ${pages.length} pages and 404.html (${variants.length} variants) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

run(main);
