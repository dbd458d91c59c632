import { readFileSync } from 'node:fs';
import puppeteer, { type BrowserContext, type CDPSession, type ElementHandle, type HTTPResponse, type Page } from 'puppeteer';
import { servedFirebaseJson } from '../../../scripts/lib/form-action';
import { sharedSite } from './shared-site';

export interface Site {
  origin: string;
  /** This file's own browser context: its pages share no cache, cookie or storage with another file's. */
  browser: BrowserContext;
  close: () => Promise<void>;
}

/**
 * The built dist/ served by superstatic with firebase.json, and a headless Chromium: both started
 * once for the whole run (global-setup.ts); a file connects to them and works in a context of its own.
 */
export async function startSite(): Promise<Site> {
  const { origin, wsEndpoint } = sharedSite();
  const connection = await puppeteer.connect({ browserWSEndpoint: wsEndpoint });
  const browser = await connection.createBrowserContext();
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
      await connection.disconnect();
    },
  };
}

export interface OpenedPage {
  page: Page;
  response: HTTPResponse | null;
  /** Console errors and warnings, uncaught errors, failed or refused requests. */
  problems: string[];
}

interface OpenOptions {
  width?: number;
  javaScript?: boolean;
  /** Emulates a visitor who asks for reduced motion. */
  reducedMotion?: boolean;
  /** Runs before the page is requested: to install what must watch it from the start (`evaluateOnNewDocument`). */
  prepare?: (page: Page) => Promise<unknown>;
  /** The browser's default font size in px (16 unless the visitor changed it), as set in its settings. */
  defaultFontSize?: number;
  /** Emulates a system high-contrast theme (Windows' contrast themes): forced colours. */
  forcedColors?: boolean;
}

/**
 * Turns forced colours on or off in a page. Chromium then paints with its system colours, as
 * under a Windows contrast theme; puppeteer's own emulateMediaFeatures does not offer it.
 */
export async function emulateForcedColors(page: Page, active = true): Promise<void> {
  // One session per page, kept open: an emulation ends with the session that set it, and a second
  // session's setting would not undo the first's.
  if (!emulationSessions.has(page)) emulationSessions.set(page, page.createCDPSession());
  const cdp = await emulationSessions.get(page)!;
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: active ? 'active' : 'none' }] });
}
const emulationSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The setting a visitor changes under Appearance > Font size, before a page loads or on an open
 * page (which then lays itself out again); the monospace size follows in proportion.
 */
export async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.createCDPSession();
  // The session stays open: like an emulation, the setting may end with the session that made it.
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

/** Whether an element is drawn, and wholly inside the window's width. */
export const onScreen = (element: ElementHandle<HTMLElement>) =>
  element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

/**
 * One visit the checks of a describe block share: opened before its first check, closed after its
 * last. Read it as the visit itself (`look.page`, `look.problems`); before it is open, it throws.
 */
export function sharedVisit<Visit extends { page: Page }>(open: () => Promise<Visit>): Visit {
  let visit: Visit | undefined;
  beforeAll(async () => {
    visit = await open();
  });
  afterAll(() => visit?.page.close());
  return new Proxy({} as Visit, {
    get: (_, key) => {
      if (!visit) throw new Error('The shared visit is read before it was opened (outside a test?)');
      return Reflect.get(visit, key);
    },
  });
}

/** Opens a URL as a visitor would and records everything that went wrong on the way. */
export async function openPage(
  site: Site,
  route: string,
  { width = 1280, javaScript = true, reducedMotion = false, prepare, defaultFontSize, forcedColors = false }: OpenOptions = {},
): Promise<OpenedPage> {
  const page = await site.browser.newPage();
  await page.setViewport({ width, height: 900 });
  await page.setJavaScriptEnabled(javaScript);
  if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  if (forcedColors) await emulateForcedColors(page);
  if (defaultFontSize !== undefined) await setDefaultFontSize(page, defaultFontSize);
  const problems: string[] = [];
  const url = `${site.origin}${route}`;
  page.on('console', (message) => {
    // A not-found page's own 404 status is the point, not a problem.
    const ownStatus = message.location().url === url && message.text().startsWith('Failed to load resource');
    if ((message.type() === 'error' || message.type() === 'warn') && !ownStatus) {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    const isDocument = response.request().resourceType() === 'document';
    if (!isDocument && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  // Keep a handle on the prerendered <h1> before any script runs, to tell the page kept (same node) from a re-render.
  // And report anything the Content-Security-Policy refuses, as a problem of the page.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading = document.querySelector('main h1');
      }
    });
  });
  await prepare?.(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (javaScript) await page.waitForSelector('html[data-ready]', { timeout: 15_000 });
  return { page, response, problems };
}

/**
 * Polls a condition from the test's side: works where the page cannot run a
 * wait of its own (JavaScript off) and while it is mid-navigation.
 */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeout = 5000): Promise<void> {
  for (const start = Date.now(); !(await condition()); ) {
    if (Date.now() - start > timeout) throw new Error(`condition not met within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Until the page has done what its last input set going: its queued idle work has run, two frames
 * have been drawn after it, and the network has been quiet for a moment. What a "nothing else
 * happened" assertion waits for, instead of a guess at how long the machine takes.
 */
export async function settled(page: Page, { concurrency = 0 } = {}): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  // No clock of its own: on a busy machine the quiet comes later; the test's own limit stops a hang.
  await page.waitForNetworkIdle({ idleTime: 300, concurrency, timeout: 0 });
}

/** True when the page landed on is still its prerendered markup (its heading the same node), not a render of it. */
export const landedInPlace = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading;
    return kept !== null && kept === document.querySelector('main h1') && kept.isConnected;
  });

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.x A/AA and best-practice rules; returns one line per violation. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A section that reveals itself on scroll (the about page's methodology) is shown first: axe
  // scrolls each element into view to measure its contrast, which starts the reveal, and a step
  // caught mid-fade reads as faint text. What a visitor reads is the revealed step.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const section of document.querySelectorAll<HTMLElement>('[data-phase="waiting"]')) {
      section.scrollIntoView({ block: 'center' });
      for (let i = 0; i < 60 && section.dataset.phase === 'waiting'; i += 1) await frame();
    }
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    window.scrollTo(0, 0);
    await frame();
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe then details one node per passed rule instead of every node.
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'], resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

interface Hosting {
  redirects: { source?: string; regex?: string; destination: string; type: number }[];
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** The hosting rules as they are deployed: firebase.json with the settings' form service allowed (scripts/lib/form-action.ts). */
export const hosting: Hosting = (JSON.parse(servedFirebaseJson()) as { hosting: Hosting }).hosting;

// Testing Library's own queries, run in the page: the browser tests find elements as the unit tests
// do, by role, accessible name and text, from the DOM (not Chromium's tree, which names text as CSS
// transforms it). What a screen reader is given is checked against Chromium's tree itself, below.
export const queriesSource = readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

interface RoleQuery {
  /** The exact accessible name. */
  name?: string;
  level?: number;
  /** Search inside this element only. */
  within?: ElementHandle<Node>;
}

/** Every element with this role (and name, and heading level), as `queryAllByRole` finds them: in document order. */
export async function allByRole(page: Page, role: string, { name, level, within }: RoleQuery = {}): Promise<ElementHandle<HTMLElement>[]> {
  if (!(await page.evaluate(() => 'TestingLibraryDom' in window))) await page.evaluate(queriesSource);
  const found = await page.evaluateHandle(
    (container, role, name, level) => {
      const { queryAllByRole } = (window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') }).TestingLibraryDom;
      return queryAllByRole((container as HTMLElement | null) ?? document.body, role, { name: name ?? undefined, level: level ?? undefined });
    },
    within ?? null,
    role,
    name ?? null,
    level ?? null,
  );
  const elements = [...(await found.getProperties()).values()].map((handle) => handle.asElement() as ElementHandle<HTMLElement>);
  await found.dispose();
  return elements;
}

/** Every element whose own text is exactly this, as `queryAllByText` finds them. */
export async function allByText(page: Page, text: string, { within }: { within?: ElementHandle<Node> } = {}): Promise<ElementHandle<HTMLElement>[]> {
  if (!(await page.evaluate(() => 'TestingLibraryDom' in window))) await page.evaluate(queriesSource);
  const found = await page.evaluateHandle(
    (container, text) => {
      const { queryAllByText } = (window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') }).TestingLibraryDom;
      return queryAllByText((container as HTMLElement | null) ?? document.body, text);
    },
    within ?? null,
    text,
  );
  const elements = [...(await found.getProperties()).values()].map((handle) => handle.asElement() as ElementHandle<HTMLElement>);
  await found.dispose();
  return elements;
}

/** The one element with this role and name; fails, saying what it looked for, when there is none or more. */
export async function byRole(page: Page, role: string, query: RoleQuery = {}): Promise<ElementHandle<HTMLElement>> {
  const found = await allByRole(page, role, query);
  if (found.length !== 1) throw new Error(`${found.length} elements with role ${role}${query.name === undefined ? '' : ` named "${query.name}"`}`);
  return found[0]!;
}

/** Each element's text content, trimmed. */
export const textsOf = (elements: ElementHandle[]): Promise<string[]> =>
  Promise.all(elements.map((element) => element.evaluate((el) => (el.textContent ?? '').trim())));

/** The href, target and rel of each link. */
export const linksOf = (elements: ElementHandle[]) =>
  Promise.all(
    elements.map((element) =>
      element.evaluate((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    ),
  );

/** Each element's visible text, trimmed. */
export const texts = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) => elements.map((el) => (el as HTMLElement).innerText.trim()));

/** Every link under `selector`: its href, target and rel. */
export const links = (page: Page, selector: string) =>
  page.$$eval(selector, (anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
  );

/** The served HTML's structured data: every node of its JSON-LD graph. */
export const structuredData = (html: string): { '@type': string; [key: string]: unknown }[] =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{"@graph":[]}')['@graph'];

/**
 * The `@id`s a JSON-LD graph defines (a node with more than its `@id`) and those it only refers to
 * (`{ "@id": … }` alone), anywhere in it: a crawler resolves a reference on the same page only.
 */
export function jsonLdIds(graph: unknown): { defined: Set<string>; referenced: Set<string> } {
  const defined = new Set<string>();
  const referenced = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== 'object' || value === null) return;
    const id = (value as { '@id'?: unknown })['@id'];
    if (typeof id === 'string') (Object.keys(value).length === 1 ? referenced : defined).add(id);
    Object.values(value).forEach(walk);
  };
  walk(graph);
  return { defined, referenced };
}

/** A request without following redirects: status and Location, as a crawler first sees them. */
export async function head(site: Site, route: string): Promise<{ status: number; location: string | null; headers: Headers; body: string }> {
  const response = await fetch(`${site.origin}${route}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, body: await response.text() };
}

/**
 * How many headings Chromium's accessibility tree holds (ignored nodes left out): the list a screen
 * reader offers. What the browser skips laying out (`content-visibility: auto`) is missing from it.
 */
export async function headingsInAccessibilityTree(page: Page): Promise<number> {
  const cdp = await page.createCDPSession();
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.role?.value === 'heading').length;
}

/** The name Chromium's accessibility tree gives an element: what a screen reader says for it, spaces included. */
export async function computedName(page: Page, element: ElementHandle<Node>): Promise<string> {
  return (await page.accessibility.snapshot({ root: element, interestingOnly: false }))?.name ?? '';
}
