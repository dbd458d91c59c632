/**
 * After webpack: open every page of the route table, in both languages, in
 * headless Chromium, and save what it renders as dist/<route>/index.html,
 * plus dist/404.html. Visitors and search engines get complete HTML; the
 * client then hydrates it.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { builtPages } from '../src/app/prerender-list';
import arNotFound from '../src/content/ar/not-found';
import { APP_CHUNKS_ATTRIBUTE } from '../src/config/runtime';
import { pathFor } from '../src/routes/paths';
import { colors, fonts } from '../src/styles/theme';
import { browse } from './lib/chromium';
import { chunkNames, PAGE_FILES_FILE, type PageFiles } from './lib/chunk-names';
import { run } from './lib/run';

const dist = path.resolve(__dirname, '..', 'dist');

/** Not a route of the table: the app renders not-found for it. */
const NOT_FOUND_PROBE = '/__not-found__';

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

/**
 * The chunks a visitor's first render needs, which the entry preloads: the app and its
 * interface strings. The page a visitor lands on keeps its prerendered <main> (src/app/landing.tsx),
 * so its component and words are not among them; the RTL mirroring is fetched after hydration
 * (src/styles/direction.ts) and the search metadata only the prerender renders. The not-found
 * snapshot is rendered afresh for the path visited, so it needs its page and words too.
 */
const preloaded = (name: string, notFound: boolean) =>
  name === 'start' || name.startsWith('ui-') || (notFound && name.endsWith('not-found')) || (notFound && name.startsWith('content-not-found-'));

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

/** Runs in the page: turn the live document into the HTML to ship. */
function snapshot(notFound: boolean, preload: string[], chunksAttribute: string, arabic: ArabicNotFound): string {
  const html = document.documentElement;
  const head = document.head;

  // styled-components writes rules through the CSSOM in production, so its <style> tags are
  // empty in the markup. Ship its own serialisation instead: rules with group markers, which
  // styled-components adopts on load (rehydration) rather than regenerating every rule.
  const sheets = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-styled]'));
  const version = sheets[0]?.getAttribute('data-styled-version');
  const serialize = (window as unknown as { serializeStyles?: () => string }).serializeStyles;
  if (!version || !serialize) throw new Error('styled-components stylesheet not found');
  const css = serialize();
  sheets.forEach((tag) => tag.remove());
  const style = document.createElement('style');
  style.setAttribute('data-styled', '');
  style.setAttribute('data-styled-version', version);
  style.textContent = css;
  head.appendChild(style);

  // The chunks the page imported on its way to the first render that a visitor's first render
  // needs too (preloaded): the entry preloads them together when it starts the app.
  const entry = head.querySelector('script[type="module"]');
  if (!entry) throw new Error('the entry script is missing');
  const chunks = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((file) => preload.includes(file));
  entry.setAttribute(chunksAttribute, chunks.join(' '));
  // The entry is under 2 KB and waits for the first screen to paint: the document, its CSS,
  // fonts and images come first.
  entry.setAttribute('fetchpriority', 'low');
  // Structured data renders in place in the page; it belongs in <head>, outside what the client hydrates.
  document.querySelectorAll('script[type="application/ld+json"]').forEach((script) => head.appendChild(script));

  delete html.dataset.ready;
  if (notFound) {
    // One snapshot answers every unknown path in both languages. Without JavaScript it says so in
    // both, each block in its own language and direction; the app re-renders it for the path visited.
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
    body.textContent = arabic.body;
    link.setAttribute('href', arabic.href);
    const label = link.querySelector('span');
    if (label) label.textContent = arabic.link;
    english.after(block);
    const rules = document.createElement('style');
    rules.textContent = arabic.style;
    head.appendChild(rules);

    html.dataset.prerender = 'not-found';
    html.dataset.awaitingApp = '';
    const veil = document.createElement('style');
    veil.textContent =
      'html[data-awaiting-app] body{visibility:hidden;animation:reveal 0s 1.5s forwards}@keyframes reveal{to{visibility:visible}}';
    head.appendChild(veil);
    const noscript = document.createElement('noscript');
    noscript.innerHTML = '<style>html[data-awaiting-app] body{visibility:visible;animation:none}</style>';
    head.appendChild(noscript);
  }
  return `<!doctype html>${html.outerHTML}`;
}

interface Rendered {
  html: string;
  /** Every script and data file the page loaded to render, from the site root. */
  files: string[];
}

async function render(browser: Browser, origin: string, route: string, preload: string[], notFound = false): Promise<Rendered> {
  const page = await browser.newPage();
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
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => /\.(js|json)$/.test(file)),
  );
  const html = await page.evaluate(snapshot, notFound, preload, APP_CHUNKS_ATTRIBUTE, arabicNotFound);
  await page.close();
  if (problems.length > 0) throw new Error(`Prerendering ${route} logged problems:\n${problems.join('\n')}`);
  return { html, files };
}

const outputFile = (route: string) => path.join(dist, route === '/' ? '' : route, 'index.html');

async function main() {
  const started = Date.now();
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  const names = chunkNames();
  const preload = (notFound: boolean) =>
    Object.keys(names)
      .filter((file) => preloaded(names[file] as string, notFound))
      .map((file) => `/${file}`);
  const loaded: PageFiles = {};
  await browse(await serveShell(shell), async (browser, origin) => {
    const pages = builtPages();
    for (const { path: route } of pages) {
      const file = outputFile(route);
      await mkdir(path.dirname(file), { recursive: true });
      const { html, files } = await render(browser, origin, route, preload(false));
      await writeFile(file, html);
      loaded[route] = files;
    }
    const notFound = await render(browser, origin, NOT_FOUND_PROBE, preload(true), true);
    await writeFile(path.join(dist, '404.html'), notFound.html);
    loaded['404'] = notFound.files;
    await writeFile(path.join(dist, PAGE_FILES_FILE), JSON.stringify(loaded, null, 2));
    console.log(`Prerendered ${pages.length} pages and 404.html in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

run(main);
