/**
 * The owner's editor at /admin, offline in Chromium with the CMS's test backend: it opens under
 * its own CSP, edits English and Arabic side by side, saves files the build accepts, and refuses a
 * save the build would refuse.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import path from 'node:path';
import { collections, dataFile } from '../../scripts/lib/content/collections';
import { checkData, compileAll, schemaIn } from '../../scripts/lib/content/compile';
import { coverPicture, postFileName, readPosts } from '../../scripts/lib/posts';
import { buildScriptFreeTwin } from '../../scripts/lib/script-free-twin';
import { POSTS_FOLDER } from '../../scripts/lib/cms/config';
import type { Content as HomeContent } from '../../src/content/schema/home';
import { TestimonialsSection } from '../../src/pages/home/testimonials-section';
import { jsonSchemaOf } from '../../scripts/lib/cms/fields';
import { schema as homeSchema } from '../../src/content/schema/home';
import { ADMIN_CONFIG, ADMIN_DIR } from '../../scripts/lib/cms/admin-files';
import { addTo, button, choose, field, fieldInput, openAdmin, openEntry, repositoryFiles, retype, saveAndWait, showArabicPane, type Admin } from '../../scripts/lib/cms/drive-editor';
import { head, startSite, waitFor, type Site } from './support/site';
import { testsSite } from '../support/tests-site';

const root = path.resolve(__dirname, '..', '..');
const home = collections.find((collection) => collection.name === 'home')!;
const homeFile = { en: dataFile(home, 'en'), ar: dataFile(home, 'ar') };
const source = (file: string) => readFileSync(path.join(testsSite, file), 'utf8');
type HomeWords = { hero: { title: string; eyebrow: string }; testimonials: { items: { name: string; role: string; content: string }[] } };
const words = (text: string) => JSON.parse(text) as HomeWords;

let site: Site;
let admin: Admin;
beforeAll(async () => {
  site = await startSite();
  admin = await openAdmin(site);
}, 60_000);
afterAll(async () => {
  await admin?.close();
  await site?.close();
});

test('the editor opens under its CSP and lists every collection of its configuration, with nothing refused', async () => {
  const labels = (JSON.parse(readFileSync(path.join(root, 'dist', ADMIN_DIR, ADMIN_CONFIG), 'utf8')) as { collections: { label: string }[] }).collections.map(({ label }) => label);
  expect(labels.length).toBeGreaterThan(0);
  await admin.page.waitForFunction((all: string[]) => all.every((label) => document.body.textContent?.includes(label)), { timeout: 15_000 }, labels);
  expect(admin.problems).toEqual([]);
});

test('/admin answers with noindex and a CSP of its own; public pages neither name nor load it', async () => {
  const editor = await head(site, `/${ADMIN_DIR}`);
  expect(editor.status).toBe(200);
  expect(editor.headers.get('x-robots-tag')).toMatch(/noindex/);
  const policy = editor.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/script-src 'self';/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(editor.body).not.toMatch(/<script>|<script [^>]*>[^<]/);

  const home = await head(site, '/');
  expect(home.headers.get('x-robots-tag')).toBeNull();
  expect(home.headers.get('content-security-policy')).not.toContain('api.github.com');
  for (const route of ['/', '/sitemap.xml', '/robots.txt', '/blog/feed.xml']) expect((await head(site, route)).body).not.toContain(`/${ADMIN_DIR}`);

  // Nor is it a page of the script-free twin the audit measures against: the editor is its script.
  const twin = 'test-results/admin-twin-check';
  try {
    const stripped = buildScriptFreeTwin(twin);
    expect(stripped).toBeGreaterThan(0);
    expect(readFileSync(path.join(root, twin, ADMIN_DIR, 'index.html'), 'utf8')).toBe(readFileSync(path.join(root, 'dist', ADMIN_DIR, 'index.html'), 'utf8'));
  } finally {
    rmSync(path.join(root, twin), { recursive: true, force: true });
  }
});

test("a page's Arabic words are edited right to left beside the English, and the saved file passes the schema", async () => {
  await openEntry(admin, 'pages', home.name.replace(/\//g, '-'));
  await showArabicPane(admin.page);
  const before = words(source(homeFile.ar));
  const title = await fieldInput(admin.page, 'ar', 'hero.title');
  expect(await title.evaluate((input) => input.value)).toBe(before.hero.title);
  expect(await title.evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
  // The English pane stays beside it.
  expect(await (await fieldInput(admin.page, 'en', 'hero.title')).evaluate((input) => input.value)).toBe(words(source(homeFile.en)).hero.title);

  const edited = 'رحلتك تبدأ بخطوة واحدة';
  await retype(title, edited);
  await saveAndWait(admin.page, () => waitFor(async () => words(await admin.read(homeFile.ar)).hero.title === edited, 10_000));

  const saved = JSON.parse(await admin.read(homeFile.ar)) as unknown;
  const checked = checkData(homeSchema, saved, 'ar', homeFile.ar);
  expect(checked.ok ? [] : checked.problems).toEqual([]);
  // Nothing else moved: the English file is as it was, the Arabic one differs by the one field.
  expect(JSON.parse(await admin.read(homeFile.en))).toEqual(JSON.parse(source(homeFile.en)));
  expect({ ...(saved as HomeWords), hero: { ...(saved as HomeWords).hero, title: before.hero.title } }).toEqual(before);
  expect(admin.problems).toEqual([]);
});

test('an edit that breaks a length rule is refused: the file keeps its words', async () => {
  await openEntry(admin, 'pages', home.name.replace(/\//g, '-'));
  await showArabicPane(admin.page);
  const before = await admin.read(homeFile.ar);
  const eyebrow = await fieldInput(admin.page, 'ar', 'hero.eyebrow');
  const max = jsonSchemaOf(schemaIn(homeSchema, 'ar')).properties?.hero?.properties?.eyebrow?.maxLength ?? Number.NaN;
  expect(max).toBeGreaterThan(0);
  await retype(eyebrow, 'ك'.repeat(max + 5));
  // The editor says why, at the field, and keeps the draft.
  await saveAndWait(admin.page, () => admin.page.waitForFunction(() => [...document.querySelectorAll('[role="alert"]')].some((alert) => /error/i.test(alert.textContent ?? '')), { timeout: 10_000 }));
  expect(await eyebrow.evaluate((input) => input.value.length)).toBe(max + 5);
  expect(await admin.read(homeFile.ar)).toBe(before);
  // Put back as it was, so the draft left open is the saved file.
  await retype(eyebrow, words(before).hero.eyebrow);
});

test("a straight apostrophe, which the build's house style refuses, is refused at the field with the rule's words", async () => {
  await openEntry(admin, 'pages', home.name.replace(/\//g, '-'));
  const before = await admin.read(homeFile.en);
  const config = JSON.parse(readFileSync(path.join(root, 'dist', ADMIN_DIR, ADMIN_CONFIG), 'utf8')) as { collections: { files?: { name: string; fields: { name: string; fields?: { name: string; pattern?: [string, string] }[] }[] }[] }[] };
  const [, message] = config.collections[0]!.files!.find((file) => file.name === home.name)!.fields.find((f) => f.name === 'hero')!.fields!.find((f) => f.name === 'title')!.pattern!;
  const title = await fieldInput(admin.page, 'en', 'hero.title');
  const typed = `${words(before).hero.title.replace(/[.!?]$/, '')}, with other people's help`;
  await retype(title, typed);
  // The field says why, in the rule's words, and keeps the draft; the file is as it was.
  const section = await field(admin.page, 'en', 'hero.title');
  await saveAndWait(admin.page, () => admin.page.waitForFunction((element, wanted) => element.textContent?.includes(wanted), { timeout: 10_000 }, section, message));
  expect(await title.evaluate((input) => input.value)).toBe(typed);
  expect(await admin.read(homeFile.en)).toBe(before);
  await retype(title, words(before).hero.title);
});

test('a testimonial added through the editor is on the home page in both languages', async () => {
  await openEntry(admin, 'pages', home.name.replace(/\//g, '-'));
  await showArabicPane(admin.page);
  const added = {
    en: { name: 'R. K.', role: 'Operations manager, Abu Dhabi', content: 'Three sessions gave me a plan I still use every Monday.' },
    ar: { name: 'ر. ك.', role: 'مديرة عمليات، أبوظبي', content: 'ثلاث جلسات أعطتني خطة ما زلت أعمل بها كل يوم اثنين.' },
  };
  const count = words(await admin.read(homeFile.en)).testimonials.items.length;
  for (const locale of ['en', 'ar'] as const) {
    await addTo(admin.page, locale, 'testimonials.items');
    for (const [name, value] of Object.entries(added[locale])) await retype(await fieldInput(admin.page, locale, `testimonials.items.${count}.${name}`), value);
  }
  await saveAndWait(admin.page, () => waitFor(async () => words(await admin.read(homeFile.ar)).testimonials.items.length === count + 1, 10_000));

  // The saved files, compiled as the build compiles them, give the home page its new testimonial.
  const copy = mkdtempSync(path.join(tmpdir(), 'admin-'));
  try {
    for (const file of repositoryFiles()) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      writeFileSync(path.join(copy, file), await admin.read(file));
    }
    const compiled = compileAll(copy);
    expect(compiled.problems).toEqual([]);
    for (const locale of ['en', 'ar'] as const) {
      const content = compiled.values.find((value) => value.collection.name === home.name && value.locale === locale)!.value as HomeContent;
      const html = renderToStaticMarkup(createElement(TestimonialsSection, { content: content.testimonials }));
      for (const value of Object.values(added[locale])) expect(html).toContain(value);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a post in English only, with an uploaded cover, is saved as the build reads posts', async () => {
  const { page } = admin;
  await page.goto(`${page.url().split('#')[0]}#/collections/posts/new`);
  const post = {
    title: 'Five Questions Before a Career Move',
    excerpt: 'Before you change roles in the UAE, ask yourself five plain questions about money, skills, people and timing. Here they are, with what to do next.',
    keyword: 'career change questions',
    imageAlt: 'A desk by a window at dusk, a notebook open beside a cup of tea',
    body: 'A career move starts with honest answers.',
  };
  for (const name of ['title', 'excerpt', 'imageAlt'] as const) await retype(await fieldInput(page, 'en', name), post[name]);
  await addTo(page, 'en', 'keywords');
  await retype(await fieldInput(page, 'en', 'keywords.0'), post.keyword);
  const date = await fieldInput(page, 'en', 'date');
  await date.evaluate((input) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '2026-11-20');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // The fixture post with a cover lends its category, drawing and photograph.
  const source = readPosts().find((candidate) => candidate.en.coverFile)!;
  await choose(page, 'en', 'category', source.en.category);
  await choose(page, 'en', 'artwork', source.en.artwork);
  const cover = await field(page, 'en', 'cover');
  const browse = (await cover.$$('button')).at(-2)!;
  await browse.click();
  // The media dialog draws its Upload button before it takes clicks on a busy machine: click again, once.
  const pickFile = async () => (await Promise.all([page.waitForFileChooser({ timeout: 10_000 }), (await button(page, 'Upload')).click()]))[0];
  const chooser = await pickFile().catch(pickFile);
  await chooser.accept([source.en.coverFile!]);
  // Insert once the upload is in the dialog and chosen, then see it in the field.
  await page.waitForFunction(
    () => [...document.querySelectorAll('button')].some((candidate) => candidate.textContent?.trim() === 'Insert' && !candidate.disabled && candidate.getAttribute('aria-disabled') !== 'true'),
    { timeout: 15_000 },
  );
  await (await button(page, 'Insert')).click();
  await page.waitForFunction((section) => section.querySelector('img') !== null, { timeout: 15_000 }, cover);
  const text = await (await field(page, 'en', 'body')).$('[contenteditable="true"]');
  await text!.click();
  await page.keyboard.type(post.body);
  const folder = `${POSTS_FOLDER}/five-questions-before-a-career-move`;
  const picture = /\.(jpe?g|png|webp|avif)$/;
  await saveAndWait(page, () =>
    waitFor(async () => {
      const names = await admin.list(folder);
      return names.includes(postFileName('en')) && names.some((name) => picture.test(name));
    }, 20_000),
  );
  const saved = await admin.list(folder);
  // English only: no Arabic file, and the photograph beside the text.
  expect(saved).not.toContain(postFileName('ar'));
  const photo = saved.find((name) => picture.test(name));

  // The saved folder, read as the build reads the blog: the words pass, the cover is found and big enough.
  const copy = mkdtempSync(path.join(tmpdir(), 'admin-post-'));
  try {
    const into = path.join(copy, path.basename(folder));
    mkdirSync(into);
    for (const name of saved) writeFileSync(path.join(into, name), await admin.readBytes(`${folder}/${name}`));
    const [read] = readPosts(copy);
    expect(read?.en).toMatchObject({ title: post.title, excerpt: post.excerpt, category: source.en.category });
    expect(read?.ar).toBeUndefined();
    expect(read?.en.coverFile).toBe(path.join(into, photo!));
    expect((await coverPicture(read!))?.length).toBeGreaterThan(0);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  // Once the entry is saved, Sveltia CMS 0.221.1 throws in the header of the Arabic pane it switched
  // off (it reads that language's field checks, which it never ran): after the save, harmless, theirs.
  const upstream = /^uncaught: TypeError: Cannot convert undefined or null to object/;
  expect(admin.problems.filter((problem) => !upstream.test(problem))).toEqual([]);
});
