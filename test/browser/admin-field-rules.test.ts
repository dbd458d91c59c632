/**
 * What the build refuses in a settings file, the editor at /admin refuses first, at the field: one
 * value the build refuses per rule is typed in, Save is pressed, the field says the rule's words
 * (its pattern's, from the configuration the build wrote), and the saved file is as it was. So is a
 * link a post may not hold, typed into a post's text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_CONFIG, ADMIN_DIR } from '../../scripts/lib/cms/admin-files';
import { POSTS_FOLDER } from '../../scripts/lib/cms/config';
import { field, fieldInput, openAdmin, openEntry, openGroup, retype, saveAndWait, type Admin } from '../../scripts/lib/cms/drive-editor';
import { isAllowedTarget } from '../../scripts/lib/post-links';
import { fixturePostsDir, postFileName } from '../../scripts/lib/posts';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFiles } from '../../scripts/lib/settings/files';
import { serviceKeys } from '../../src/config/service-list';
import { everyFeatureFixture } from '../fixtures/posts';
import { startSite, waitFor, type Site } from './support/site';

const root = path.resolve(__dirname, '..', '..');
type Field = { name: string; pattern?: [string, string]; fields?: Field[] };
type Entry = { name: string; file: string; fields: Field[] };

/** The tests' own post, given to the editor beside the repository's files: the owner's posts are theirs to delete. */
const post = everyFeatureFixture;
const postFile = `${POSTS_FOLDER}/${post.slug}/${postFileName('en')}`;
const postFolder = path.join(fixturePostsDir, post.slug);
const postFiles = readdirSync(postFolder)
  .filter((name) => name.endsWith('.md'))
  .map((name) => [`${POSTS_FOLDER}/${post.slug}/${name}`, readFileSync(path.join(postFolder, name), 'utf8')] as const);

let site: Site;
let admin: Admin;
let entries: Entry[];
let postBodyRule: [string, string];
beforeAll(async () => {
  site = await startSite();
  admin = await openAdmin(site, { extraFiles: postFiles });
  const config = JSON.parse(readFileSync(path.join(root, 'dist', ADMIN_DIR, ADMIN_CONFIG), 'utf8')) as { collections: { name: string; files?: Entry[]; fields?: Field[] }[] };
  entries = config.collections.find((collection) => collection.name === 'settings')!.files!;
  postBodyRule = config.collections.find((collection) => collection.name === 'posts')!.fields!.find((candidate) => candidate.name === 'body')!.pattern!;
}, 60_000);
afterAll(async () => {
  await admin?.close();
  await site?.close();
});

/** What the field at `keyPath` of a settings file says when its pattern refuses a value: the configuration's words. */
function messageOf(entry: Entry, keyPath: string): string {
  let fields = entry.fields;
  let found: Field | undefined;
  for (const name of keyPath.split('.')) {
    found = fields.find((candidate) => candidate.name === name);
    fields = found?.fields ?? [];
  }
  if (!found?.pattern) throw new Error(`${entry.file}: ${keyPath} has no pattern in the editor's configuration`);
  return found.pattern[1];
}

const problemsAt = (file: string, data: unknown, keyPath: string) => {
  const checked = checkSettings(settingsFiles.find((entry) => entry.file === file)!, data);
  return checked.ok ? [] : checked.problems.filter((line) => line.startsWith(`${file}: ${keyPath}: `));
};

function withValue(data: Record<string, unknown>, keyPath: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data);
  const names = keyPath.split('.');
  let holder = copy;
  // A group the file leaves out (none of its fields given) is made, as the editor makes it.
  for (const name of names.slice(0, -1)) holder = (holder[name] ??= {}) as Record<string, unknown>;
  holder[names.at(-1)!] = value;
  return copy;
}

/**
 * One value the build refuses per rule, by settings file: the issue's own where it names one (a
 * phone as people write it, an http link, English in an Arabic field, a price in fils).
 */
const typed: Record<string, { keyPath: string; value: string; saved?: unknown; group?: string }[]> = {
  site: [
    { keyPath: 'contact.phone', value: '050 123 4567' },
    { keyPath: 'formEndpoint', value: 'http://forms.example.com/contact' },
    { keyPath: 'brand.ar', value: 'Horizon Coaching' },
    { keyPath: 'origin', value: 'https://www.example.ae/' },
    { keyPath: 'contact.email', value: 'name@example' },
    { keyPath: 'founder.firstName', value: 'Sara' },
    { keyPath: 'countryCode', value: 'UAE' },
    { keyPath: 'whatsappButton.number', value: '050 621 8834' },
    // A group the shipped file leaves out: the owner ticks it open first.
    { keyPath: 'searchConsoles.google', value: '<meta name="google-site-verification" content="q5Ff3k9bT0xW2mZr7HsLcN4vYp1eJdA8uGiKoQwE6tB" />', group: 'searchConsoles' },
    { keyPath: 'searchConsoles.bing', value: 'msvalidate.01', group: 'searchConsoles' },
  ],
  services: [
    { keyPath: `${serviceKeys[0]}.price`, value: '549.5', saved: 549.5 },
    { keyPath: 'discovery.hours', value: '1.5', saved: 1.5 },
  ],
  legal: [
    { keyPath: 'entity.en', value: 'Horizon Coaching L.L.C.' },
    { keyPath: 'registeredAddress.ar', value: 'مكتب 12، أبوظبي' },
  ],
  analytics: [
    { keyPath: 'plausible.domain', value: 'https://laylahaddadcoaching.ae' },
    { keyPath: 'umami.websiteId', value: 'website-id' },
    { keyPath: 'goatcounter.site', value: 'https://laylahaddad.goatcounter.com' },
    { keyPath: 'umami.server', value: 'http://umami.example.org' },
  ],
};

/** Types into a field; the editor draws its fields as they scroll into view, so a field met as it is drawn is found again. */
async function typeInto(keyPath: string, value: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await retype(await fieldInput(admin.page, undefined, keyPath), value);
      // Typed into a field the editor then redrew, the words are lost: check they stayed.
      const kept = await (await fieldInput(admin.page, undefined, keyPath)).evaluate((input) => input.value);
      if (kept === value) return;
      if (attempt === 3) throw new Error(`${keyPath}: typed "${value}", the field holds "${kept}"`);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

test.each(Object.entries(typed))('%s: each value the build refuses is refused at its field, in the rule’s words, and the file is kept', async (name, values) => {
  const entry = entries.find((candidate) => candidate.name === name)!;
  const before = await admin.read(entry.file);
  // Each value is one the build refuses at that field: the test's premise, checked.
  for (const { keyPath, value, saved } of values) expect({ keyPath, refused: problemsAt(entry.file, withValue(JSON.parse(before) as Record<string, unknown>, keyPath, saved ?? value), keyPath).length > 0 }).toEqual({ keyPath, refused: true });

  await openEntry(admin, 'settings', name);
  const originals = new Map<string, string>();
  for (const { keyPath, value, group } of values) {
    if (group) await openGroup(admin.page, undefined, group);
    originals.set(keyPath, await (await fieldInput(admin.page, undefined, keyPath)).evaluate((element) => element.value));
    await typeInto(keyPath, value);
  }
  // Read afresh each time: the editor may redraw the field as it shows the refusal, and a field
  // met before the redraw never changes again.
  const alertsAt = async (keyPath: string) =>
    (await field(admin.page, undefined, keyPath)).evaluate((element) => [...element.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '')).catch(() => [] as string[]);
  const refused = async (keyPath: string) => (await alertsAt(keyPath)).some((said) => said.includes(messageOf(entry, keyPath)));
  await saveAndWait(admin.page, () => waitFor(() => refused(values[0]!.keyPath), 10_000)).catch(() => undefined);
  for (const { keyPath, value } of values) {
    const message = messageOf(entry, keyPath);
    const alerts = () => alertsAt(keyPath);
    await waitFor(() => refused(keyPath), 15_000).catch(async () => {
      throw new Error(`${entry.file}: ${keyPath}: "${value}" was not refused with "${message}"; the field holds "${await (await fieldInput(admin.page, undefined, keyPath)).evaluate((input) => input.value)}" and says ${JSON.stringify(await alerts())}`);
    });
    const section = await field(admin.page, undefined, keyPath);
    expect(await (await fieldInput(admin.page, undefined, keyPath)).evaluate((input) => input.value)).toBe(value);
    // A field written in Arabic says it in Arabic first.
    if (keyPath.endsWith('.ar')) {
      // The alert's words, without its icon's (a ligature, "error", drawn as a sign).
      const said = await section.evaluate(
        (element, wanted) =>
          [...element.querySelectorAll('[role="alert"]')]
            .map((alert) => [...alert.querySelectorAll('*')].filter((node) => !node.matches('.icon, .icon *')).flatMap((node) => [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent)).join(''))
            .find((text) => text.includes(wanted)) ?? '',
        message,
      );
      expect(said.match(/\p{L}/u)?.[0]).toMatch(/\p{Script=Arabic}/u);
    }
  }
  expect(await admin.read(entry.file)).toBe(before);
  // Put back as they were, so the draft left open is the saved file.
  for (const [keyPath, original] of originals) await typeInto(keyPath, original);
  expect(admin.problems).toEqual([]);
});

test("a link the build refuses, typed into a post's text, is refused before a save, with the rule's words", async () => {
  const target = 'http://example.org/';
  // The test's premise: the build refuses the link.
  expect(isAllowedTarget(target)).toBe(false);
  const before = await admin.read(postFile);
  await openEntry(admin, 'posts', `${post.slug}/index`);
  for (let attempt = 1; ; attempt += 1) {
    const text = (await (await field(admin.page, 'en', 'body')).$('[contenteditable="true"]'))!;
    await text.click();
    await admin.page.keyboard.press('End');
    // One input event, as a paste sends it: typed key by key, a busy editor may take Save between
    // keys, with half a link that passes.
    await admin.page.keyboard.sendCharacter(` More at ${target}`);
    // A busy editor may not yet have taken the click's focus, and the words went nowhere: Save
    // would then write the post unchanged. Type again, as the owner would.
    const taken = await waitFor(() => text.evaluate((element, wanted) => element.textContent?.includes(wanted) ?? false, target), 3000).then(
      () => true,
      () => false,
    );
    if (taken) break;
    if (attempt === 3) throw new Error(`the post's text did not take "${target}"`);
  }
  // The text's field says why, in the pattern's words, and the draft is kept; nothing is written.
  const [, message] = postBodyRule;
  // Read afresh each time: the editor redraws the field as it shows the refusal.
  const said = async () => (await (await field(admin.page, 'en', 'body')).evaluate((element) => element.textContent ?? '').catch(() => ''));
  await saveAndWait(admin.page, () => waitFor(async () => (await said()).includes(message), 10_000));
  expect(await said()).toContain(target);
  expect(await admin.read(postFile)).toBe(before);
});
