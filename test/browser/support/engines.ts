/**
 * The three browser engines behind one small driver, so one test file runs the same checks in
 * each: Chromium (Blink) and Firefox (Gecko) through puppeteer, Chromium over the DevTools
 * protocol and Firefox over WebDriver BiDi; WebKit as WebKitGTK's MiniBrowser through
 * WebKitWebDriver (classic WebDriver, selenium-webdriver) on a virtual X display.
 *
 * Each browser is found at run time, on the PATH or in Debian's standard places; a missing one
 * fails with one line that names the Debian package to install.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import puppeteer, { type ElementHandle, type KeyInput, type Page } from 'puppeteer';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { sharedSite } from './shared-site';
import { queriesSource } from './site';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** A CSS selector, or an element by its role and exact accessible name (as Testing Library finds it), optionally inside a selector. */
export type Target = string | { role: string; name: string; within?: string };

export type KeyName = 'Tab' | 'Escape' | 'Enter';

/** One tab of one engine: what a cross-engine test needs, and no more. */
export interface Driver {
  readonly engine: EngineName;
  /** Loads the URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs the function in the page with JSON-serialisable arguments; returns its (awaited) result. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks the one element the target names, as a user does (real input events). */
  click(target: Target): Promise<void>;
  /** Types into the one element the target names, key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: KeyName): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /**
   * What went wrong in the current document: what the test server's recorder saw (errors,
   * unhandled rejections, console.error and console.warn, failed loads, CSP violations; see
   * recording-site.ts), plus, where the protocol tells, uncaught errors and failed or refused
   * requests since the last `goto`.
   */
  errors(): Promise<string[]>;
}

export interface EngineSession {
  driver: Driver;
  close: () => Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Finding the programs

interface Program {
  what: string;
  /** Names looked up on the PATH, in order. */
  names: string[];
  /** Then these standard Debian locations. */
  paths: string[];
  debianPackage: string;
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Where a program is, or an error of one line naming the Debian package that provides it. */
export function findProgram({ what, names, paths, debianPackage }: Program): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [...names.flatMap((name) => onPath.map((dir) => path.join(dir, name))), ...paths];
  const found = candidates.find(isExecutable);
  if (found) return found;
  const places = [...(names.length ? [`${names.join(' or ')} on the PATH`] : []), ...paths].join(', ');
  throw new Error(`${what} not found (looked for ${places}): install the Debian package ${debianPackage}`);
}

/** Debian's multiarch library directories. */
const libDirs = ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map((triplet) => `/usr/lib/${triplet}`);

export const programs = {
  firefox: { what: 'Firefox', names: ['firefox-esr', 'firefox'], paths: ['/usr/lib/firefox-esr/firefox-esr', '/usr/lib/firefox/firefox'], debianPackage: 'firefox-esr' },
  miniBrowser: {
    what: "WebKitGTK's MiniBrowser",
    names: [],
    paths: libDirs.flatMap((dir) => [`${dir}/webkit2gtk-4.1/MiniBrowser`, `${dir}/webkit2gtk-4.0/MiniBrowser`]),
    debianPackage: 'webkit2gtk-driver',
  },
  webKitWebDriver: { what: 'WebKitWebDriver', names: ['WebKitWebDriver'], paths: [], debianPackage: 'webkit2gtk-driver' },
  xvfb: { what: 'Xvfb', names: ['Xvfb'], paths: [], debianPackage: 'xvfb' },
} satisfies Record<string, Program>;

// ---------------------------------------------------------------------------------------------
// Finding elements the same way in every engine: Testing Library's own queries, run in the page.

interface QueryWindow {
  TestingLibraryDom?: typeof import('@testing-library/dom');
}

/** In the page: the one element the target names, or how many there were when not one. */
function findInPage(selector: string | null, role: string | null, name: string | null, within: string | null): Element | string {
  const describe = selector ?? `role ${role} named "${name}"${within ? ` within ${within}` : ''}`;
  if (selector !== null) {
    const found = document.querySelectorAll(selector);
    return found.length === 1 ? found[0]! : `${found.length} elements match ${describe}`;
  }
  const container = within === null ? document.body : document.querySelector(within);
  if (!container) return `no ${within} for ${describe}`;
  const { queryAllByRole } = (window as QueryWindow).TestingLibraryDom!;
  const found = queryAllByRole(container as HTMLElement, role!, { name: name! });
  return found.length === 1 ? found[0]! : `${found.length} elements with ${describe}`;
}

const targetArgs = (target: Target) =>
  typeof target === 'string' ? ([target, null, null, null] as const) : ([null, target.role, target.name, target.within ?? null] as const);

const needsQueries = (target: Target) => typeof target !== 'string';

// ---------------------------------------------------------------------------------------------
// Chromium and Firefox: puppeteer

class PuppeteerDriver implements Driver {
  private protocolProblems: string[] = [];

  constructor(
    readonly engine: EngineName,
    private readonly page: Page,
  ) {
    page.on('pageerror', (error) => this.protocolProblems.push(`uncaught: ${String(error)}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A navigation cancels what the page it leaves was still loading: not a fault of either page.
      if (!/ABORTED/i.test(reason)) this.protocolProblems.push(`failed: ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      // A missing page's own 404 is the point; its subresources' are problems. (resourceType() is
      // not available over BiDi; isNavigationRequest() is.)
      if (!response.request().isNavigationRequest() && response.status() >= 400) this.protocolProblems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  }

  async goto(url: string) {
    this.protocolProblems = [];
    await this.page.goto(url, { waitUntil: 'load' });
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<Awaited<R>>;
  }

  private async find(target: Target): Promise<ElementHandle<Element>> {
    if (needsQueries(target) && !(await this.page.evaluate(() => 'TestingLibraryDom' in window))) await this.page.evaluate(queriesSource);
    const handle = await this.page.evaluateHandle(findInPage, ...targetArgs(target));
    const element = handle.asElement();
    if (!element) {
      const message = await handle.jsonValue();
      await handle.dispose();
      throw new Error(String(message));
    }
    return element as ElementHandle<Element>;
  }

  async click(target: Target) {
    const element = await this.find(target);
    await element.click();
    await element.dispose();
  }

  async type(target: Target, text: string) {
    const element = await this.find(target);
    await element.type(text);
    await element.dispose();
  }

  async press(key: KeyName) {
    await this.page.keyboard.press(key satisfies KeyInput);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async errors() {
    const recorded = await this.page.evaluate(() => window.recordedProblems ?? ['the page has no problem recorder']);
    return [...recorded, ...this.protocolProblems];
  }
}

/** Chromium is the run's shared one (global-setup.ts), in a context of its own. */
async function launchChromium(): Promise<EngineSession> {
  const connection = await puppeteer.connect({ browserWSEndpoint: sharedSite().wsEndpoint });
  const context = await connection.createBrowserContext();
  const page = await context.newPage();
  return {
    driver: new PuppeteerDriver('chromium', page),
    close: async () => {
      await context.close();
      await connection.disconnect();
    },
  };
}

async function launchFirefox(): Promise<EngineSession> {
  const executablePath = findProgram(programs.firefox);
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return { driver: new PuppeteerDriver('firefox', page), close: () => browser.close() };
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display

const webDriverKeys: Record<KeyName, string> = { Tab: Key.TAB, Escape: Key.ESCAPE, Enter: Key.ENTER };

class WebDriverDriver implements Driver {
  readonly engine = 'webkit';

  constructor(private readonly driver: WebDriver) {}

  async goto(url: string) {
    await this.driver.get(url);
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.executeScript<Awaited<R>>(fn, ...args);
  }

  private async find(target: Target): Promise<WebElement> {
    if (needsQueries(target) && !(await this.driver.executeScript<boolean>(() => 'TestingLibraryDom' in window))) {
      await this.driver.executeScript(queriesSource);
    }
    const found = await this.driver.executeScript<WebElement | string>(findInPage, ...targetArgs(target));
    if (typeof found === 'string') throw new Error(found);
    return found;
  }

  async click(target: Target) {
    const element = await this.find(target);
    // WebKitWebDriver refuses a click on an element below the window rather than scrolling to it.
    await this.driver.executeScript((el: HTMLElement) => el.scrollIntoView({ block: 'center' }), element);
    await element.click();
  }

  async type(target: Target, text: string) {
    // WebKitWebDriver drops a typed "\n"; the Enter key makes the same newline in a textarea.
    await (await this.find(target)).sendKeys(text.replace(/\n/g, Key.ENTER));
  }

  async press(key: KeyName) {
    const code = webDriverKeys[key];
    await this.driver.actions().keyDown(code).keyUp(code).perform();
  }

  async setViewport(width: number, height: number) {
    // With --full-screen the page fills the window, so the window's size is the viewport's.
    await this.driver.manage().window().setRect({ width, height });
  }

  async errors() {
    return this.driver.executeScript<string[]>(() => window.recordedProblems ?? ['the page has no problem recorder']);
  }
}

/** A TCP port nothing listens on just now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Kills a child when it is done with, or when the test process exits first. */
function owned(child: ChildProcess): () => void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  };
  process.once('exit', kill);
  return () => {
    process.removeListener('exit', kill);
    kill();
  };
}

/** Starts Xvfb on the first free display; resolves with its name (`:99`). */
function startXvfb(xvfb: string): Promise<{ display: string; stop: () => void }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const stop = owned(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let fd3 = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      fd3 += chunk.toString();
      if (fd3.includes('\n')) resolve({ display: `:${fd3.trim()}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${stderr.trim().split('\n').pop() ?? ''}`)));
    child.once('error', reject);
  });
}

async function waitForDriver(port: number, child: ChildProcess, timeout = 15_000) {
  for (const start = Date.now(); Date.now() - start < timeout; ) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within ${timeout} ms`);
}

async function launchWebKit(): Promise<EngineSession> {
  // Every program first, so a missing one is named before anything starts.
  const [xvfb, webKitWebDriver, miniBrowser] = [programs.xvfb, programs.webKitWebDriver, programs.miniBrowser].map(findProgram) as [string, string, string];
  const { display, stop: stopXvfb } = await startXvfb(xvfb);
  const port = await freePort();
  const child = spawn(webKitWebDriver, [`--port=${port}`, '--host=local'], { env: { ...process.env, DISPLAY: display, NO_AT_BRIDGE: '1' }, stdio: 'ignore' });
  const stopDriver = owned(child);
  try {
    await waitForDriver(port, child);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // --headless needs no display but fails here; without --full-screen the window cannot be narrower than 447 px.
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation', '--full-screen'] },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
    return {
      driver: new WebDriverDriver(driver),
      close: async () => {
        await driver.quit().catch(() => undefined);
        stopDriver();
        stopXvfb();
      },
    };
  } catch (error) {
    stopDriver();
    stopXvfb();
    throw error;
  }
}

export const launchEngine = (engine: EngineName): Promise<EngineSession> =>
  ({ chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit })[engine]();

/** Polls a condition from the test's side until it holds; an attempt that throws counts as not yet. */
export async function waitUntil(condition: () => Promise<boolean>, { timeout = 15_000, what = 'condition' } = {}): Promise<void> {
  let last: unknown;
  for (const start = Date.now(); Date.now() - start < timeout; ) {
    try {
      if (await condition()) return;
      last = undefined;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} not met within ${timeout} ms${last ? ` (last error: ${String(last)})` : ''}`);
}

/**
 * Polls a condition in the page until it holds: works across navigations, where a script of the
 * page cannot wait (an evaluation mid-navigation fails and is retried).
 */
export const waitInPage = <A extends unknown[]>(driver: Driver, condition: (...args: A) => boolean, args: A, { timeout = 15_000, what = 'condition' } = {}) =>
  waitUntil(() => driver.evaluate(condition, ...args), { timeout, what: `${driver.engine}: ${what}` });
