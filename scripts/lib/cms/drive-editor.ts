/**
 * The editor at /admin driven as the owner drives it, offline (the browser tests and the guide's
 * screenshots): the CMS's own test backend keeps
 * the repository in the browser (its origin-private file system, folder `sveltia-cms-test`), seeded
 * here with the project's data files. The configuration the build wrote is served as it is, but for
 * its backend: the test one instead of GitHub, which has no pull requests (so no editorial workflow).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, ElementHandle, Page } from 'puppeteer';
import { ADMIN_CONFIG, ADMIN_DIR } from './admin-files';
import { siteRoot } from '../site-root';

/** A served build and a browser to open it in. */
export interface Site {
  origin: string;
  browser: Browser | BrowserContext;
}

const root = path.resolve(__dirname, '..', '..', '..');
const TEST_REPOSITORY = 'sveltia-cms-test';

/** Where a file the editor edits is read from: the site this build read (the tests' site in the tests' build). */
export const repositorySource = (file: string) => path.join(siteRoot(), file);

/**
 * The files the editor edits: every data file and post the site holds, with those not yet
 * committed (a new page's words, before its first commit) as a commit would hold them.
 */
export const repositoryFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/content', 'src/config/settings'], { cwd: siteRoot(), encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(json|md)$/.test(file) && !file.includes('/generated/'));

export interface Admin {
  page: Page;
  /** CSP refusals and uncaught errors since the page opened. */
  problems: string[];
  /** A file as the editor last saved it, from the repository's root. */
  read: (file: string) => Promise<string>;
  /** The same, as bytes (a picture). */
  readBytes: (file: string) => Promise<Buffer>;
  /** The names in a folder of the repository, or none when it does not exist. */
  list: (folder: string) => Promise<string[]>;
  close: () => Promise<void>;
}

/** A field of the editor's configuration, as the build wrote it (scripts/lib/cms/fields.ts). */
export interface ConfigField {
  name: string;
  widget: string;
  required?: boolean;
  readonly?: boolean;
  i18n?: boolean;
  hint?: string;
  maxlength?: number;
  minlength?: number;
  min?: number;
  max?: number;
  pattern?: [string, string];
  collapsed?: boolean;
  fields?: ConfigField[];
  field?: ConfigField;
  types?: { name: string; fields: ConfigField[] }[];
  typeKey?: string;
}

/** A collection of the configuration: of files (`files`), or a folder of entries (`folder`). */
export interface ConfigCollection {
  name: string;
  files?: { name: string; file: string; fields: ConfigField[] }[];
  folder?: string;
  /** Where an entry of the folder is, `{{slug}}` and all: the editor's name for the entry. */
  path?: string;
  extension?: string;
  fields?: ConfigField[];
}

/** The editor's configuration, as the build wrote it into dist/. */
export const builtConfig = (): { collections: ConfigCollection[] } =>
  JSON.parse(readFileSync(path.join(root, 'dist', ADMIN_DIR, ADMIN_CONFIG), 'utf8')) as { collections: ConfigCollection[] };

/** `extraFiles`: files the repository is given besides its own (the tests' posts), as `[path, text]`. */
export async function openAdmin(site: Site, { width = 1280, extraFiles = [] }: { width?: number; extraFiles?: readonly (readonly [string, string])[] } = {}): Promise<Admin> {
  const page = await site.browser.newPage();
  await page.setViewport({ width, height: 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP violation/.test(message.text())) problems.push(message.text());
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  const configPath = `/${ADMIN_DIR}/${ADMIN_CONFIG}`;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== configPath) return void request.continue();
    void (async () => {
      const served = await fetch(`${site.origin}${configPath}`);
      const config = (await served.json()) as Record<string, unknown>;
      delete config.publish_mode;
      await request.respond({ status: 200, contentType: 'application/json', headers: Object.fromEntries(served.headers), body: JSON.stringify({ ...config, backend: { name: 'test-repo' } }) });
    })();
  });
  await page.goto(`${site.origin}/${ADMIN_DIR}`, { waitUntil: 'networkidle0' });
  const files = [...repositoryFiles().map((file) => [file, readFileSync(repositorySource(file), 'utf8')] as const), ...extraFiles];
  await page.evaluate(
    async (folder, entries) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true });
      for (const [file, text] of entries) {
        const parts = file.split('/');
        let dir = top;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts[parts.length - 1]!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    TEST_REPOSITORY,
    files,
  );
  await (await button(page, 'Work with Test Repository')).click();
  // Signed in once the repository is read: the collections are listed.
  await page.waitForFunction(() => !document.body.textContent?.includes('Work with Test Repository') && !document.body.textContent?.includes('Loading Site Data'), {
    timeout: 20_000,
  });
  const read = (file: string) =>
    page.evaluate(
      async (folder, parts) => {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return (await (await dir.getFileHandle(parts[parts.length - 1]!)).getFile()).text();
      },
      TEST_REPOSITORY,
      file.split('/'),
    );
  const readBytes = async (file: string) =>
    Buffer.from(
      await page.evaluate(
        async (folder, parts) => {
          let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
          const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts[parts.length - 1]!)).getFile()).arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        },
        TEST_REPOSITORY,
        file.split('/'),
      ),
      'base64',
    );
  const list = (folder: string) =>
    page.evaluate(
      async (top, parts) => {
        try {
          let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(top);
          for (const part of parts) dir = await dir.getDirectoryHandle(part);
          const names: string[] = [];
          for await (const name of (dir as unknown as { keys: () => AsyncIterable<string> }).keys()) names.push(name);
          return names.sort();
        } catch {
          return [];
        }
      },
      TEST_REPOSITORY,
      folder.split('/'),
    );
  return { page, problems, read, readBytes, list, close: () => page.close() };
}

/**
 * An error of Sveltia CMS 0.221.1 itself, not of the configuration: once an entry in English only
 * (a post with Arabic switched off) is saved, it throws in the header of the Arabic pane, reading
 * that language's field checks, which it never ran. Harmless; theirs.
 */
export const upstreamProblem = /^uncaught: TypeError: Cannot convert undefined or null to object/;

/** A button by its visible words (the CMS's buttons carry an icon's ligature too). */
export async function button(page: Page, words: string, { last = false } = {}): Promise<ElementHandle<Element>> {
  await page.waitForSelector(`xpath/.//button[contains(normalize-space(.), ${JSON.stringify(words)})]`, { timeout: 15_000 });
  const found = await page.$$(`xpath/.//button[contains(normalize-space(.), ${JSON.stringify(words)})]`);
  return found[last ? found.length - 1 : 0]!;
}

/** One language's editing pane; a file of no language (the settings) has one pane. */
const pane = (locale?: string) => (locale ? `[data-locale="${locale}"][data-mode="edit"]` : '[data-mode="edit"]');

/**
 * A field of one language's pane by its key path in the data file (`hero.title`,
 * `testimonials.items.3.name`), scrolling the pane until the editor has drawn it: it draws fields
 * as they come into view. It waits for the field, not for a time: from the bottom of the pane it
 * goes back to the top, so a field passed before it was drawn is met again; the test's own time
 * limit is the only one.
 */
export async function field(page: Page, locale: string | undefined, keyPath: string): Promise<ElementHandle<HTMLElement>> {
  const selector = `${pane(locale)} section[data-key-path="${keyPath}"]`;
  for (;;) {
    const found = await page.waitForFunction(
      (wanted, paneSelector) => {
        const section = document.querySelector<HTMLElement>(wanted);
        if (section) return section;
        // The pane's scrolling box: the nearest ancestor of its fields that overflows.
        const start = document.querySelector(paneSelector)?.querySelector('section')?.parentElement;
        for (let node = start; node; node = node.parentElement) {
          if (node.scrollHeight <= node.clientHeight + 10) continue;
          const atEnd = node.scrollTop + node.clientHeight >= node.scrollHeight - 2;
          if (atEnd) node.scrollTo(0, 0);
          else node.scrollBy(0, 400);
          break;
        }
        return null;
      },
      // A step each tenth of a second: the editor draws what came into view before the next.
      { polling: 100, timeout: 0 },
      selector,
      pane(locale),
    );
    const section = found.asElement() as ElementHandle<HTMLElement> | null;
    // The editor may redraw the field between finding and scrolling (after a refused save): find it again.
    if (section && (await section.scrollIntoView().then(() => true, () => false))) return section;
  }
}

/** The input or text box of a field, as in `field`. */
export async function fieldInput(page: Page, locale: string | undefined, keyPath: string): Promise<ElementHandle<HTMLInputElement | HTMLTextAreaElement>> {
  const section = await field(page, locale, keyPath);
  const input = await section.$('input, textarea');
  if (!input) throw new Error(`the field ${keyPath} has no input`);
  return input as ElementHandle<HTMLInputElement>;
}

/** Picks one of a field's fixed options (a category, a drawing) by its words. */
export async function choose(page: Page, locale: string | undefined, keyPath: string, option: string): Promise<void> {
  const section = await field(page, locale, keyPath);
  const target = await section.evaluateHandle(
    (element, wanted) => [...element.querySelectorAll<HTMLElement>('[role="radio"], [role="option"], label, button')].find((candidate) => candidate.textContent?.trim() === wanted) ?? null,
    option,
  );
  const element = target.asElement() as ElementHandle<HTMLElement> | null;
  if (!element) throw new Error(`no option "${option}" in ${keyPath}`);
  await element.click();
}

/**
 * Presses Save, then waits for `done` (the file written, or the field's refusal shown). A busy
 * editor can take the click before it has taken the typing: then Save is pressed again, once, as
 * the owner would.
 */
export async function saveAndWait(page: Page, done: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await (await button(page, 'Save')).click();
    try {
      await done();
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/** Adds an entry to a list field (its own "Add" button, not a nested list's). */
export async function addTo(page: Page, locale: string | undefined, keyPath: string): Promise<void> {
  const section = await field(page, locale, keyPath);
  const add = await section.evaluateHandle(
    (list) =>
      [...list.querySelectorAll('button')].filter((candidate) => candidate.closest('section') === list && /\bAdd\b/.test(candidate.textContent ?? '')).pop() ?? null,
  );
  const element = add.asElement() as ElementHandle<HTMLButtonElement> | null;
  if (!element) throw new Error(`no Add button in ${keyPath}`);
  // The list's items, by their key paths (`keywords.0`, …): one more once the click is taken. A busy
  // editor may miss a click made while it redraws: click again, as the owner would, once.
  const items = () => page.$$eval(`${pane(locale)} section[data-key-path^="${keyPath}."]`, (all, prefix) => new Set(all.map((item) => item.getAttribute('data-key-path')!.slice(prefix.length).split('.')[0])).size, `${keyPath}.`);
  const before = await items();
  for (let attempt = 1; ; attempt += 1) {
    await element.click();
    let added = false;
    for (const start = Date.now(); !added && Date.now() - start < 5000; await new Promise((resolve) => setTimeout(resolve, 50))) added = (await items()) > before;
    if (added || attempt === 2) return;
  }
}

/**
 * Opens a group of fields the file may leave out (the search consoles' codes): the editor shows
 * such a group as a box to tick, "Add <group>", and its fields once it is ticked.
 */
export async function openGroup(page: Page, locale: string | undefined, keyPath: string): Promise<void> {
  const section = await field(page, locale, keyPath);
  const box = await section.evaluateHandle((group) => [...group.querySelectorAll<HTMLElement>('[role="checkbox"], input[type="checkbox"]')].find((candidate) => candidate.closest('section') === group) ?? null);
  const element = box.asElement() as ElementHandle<HTMLElement> | null;
  // Drawn open already: the file gives the group.
  if (!element) return;
  const ticked = () => element.evaluate((el) => el.getAttribute('aria-checked') === 'true' || (el as HTMLInputElement).checked === true);
  if (!(await ticked())) await element.click();
  // Its fields are drawn as they come into view, as every field is (`field` finds them).
  for (const start = Date.now(); !(await ticked()); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - start > 5000) throw new Error(`the group ${keyPath} did not open`);
  }
}

/** Opens an entry of a collection of files (a page's words) in the editor. */
export async function openEntry(admin: Admin, collection: string, entry: string): Promise<void> {
  const base = admin.page.url().split('#')[0];
  // By way of the collection's list, which has no fields: the entry's own then show it is drawn.
  await admin.page.goto(`${base}#/collections/${collection}`);
  await admin.page.waitForFunction(() => !document.querySelector('section[data-key-path]'), { timeout: 15_000 });
  await admin.page.goto(`${base}#/collections/${collection}/entries/${entry}`);
  await admin.page.waitForSelector('section[data-key-path] input, section[data-key-path] textarea', { timeout: 15_000 });
}

/** Replaces what an input holds by typing, as the owner would. */
export async function retype(input: ElementHandle<HTMLInputElement | HTMLTextAreaElement>, text: string): Promise<void> {
  await input.click({ count: 3 });
  await input.evaluate((element) => element.select());
  await input.press('Backspace');
  // The words arrive as one input event, as a paste or an input method sends them: key by key, the
  // editor redraws after every letter and a sentence takes seconds.
  await input.evaluate((element) => element.focus());
  await input.frame.page().keyboard.sendCharacter(text);
}

/** Shows the Arabic pane beside the English one (the second pane opens on a preview). */
export async function showArabicPane(page: Page): Promise<void> {
  // Open already, or both panes drawn (each has its language switch); then the second pane's, until that pane edits.
  await page.waitForFunction(
    (arabic) => document.querySelector(arabic) !== null || [...document.querySelectorAll('button')].filter((candidate) => candidate.textContent?.includes('Arabic')).length >= 2,
    { timeout: 15_000 },
    pane('ar'),
  );
  for (let attempt = 0; !(await page.$(pane('ar'))); attempt += 1) {
    if (attempt > 3) throw new Error('the Arabic pane did not open for editing');
    await (await button(page, 'Arabic', { last: true })).click();
    await page.waitForSelector(pane('ar'), { timeout: 5_000 }).catch(() => undefined);
  }
  await page.waitForSelector(`${pane('ar')} input`, { timeout: 20_000 });
}
