/**
 * Every entry of every collection of the editor's configuration, opened in the editor, one field
 * changed and saved: the saved file differs from the one it was in that field alone, the other
 * language's file is as it was, and the build accepts what was saved. The entries and the field
 * come from the configuration the build wrote, so a new page, settings file or post is covered
 * with no new test code.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { compileAll } from '../../scripts/lib/content/compile';
import { JURISDICTIONS_FILE } from '../../scripts/lib/content/jurisdiction';
import { problemLines } from '../../scripts/lib/content/problems';
import { jurisdictionsSchema } from '../../src/content/schema/jurisdictions';
import { builtConfig, fieldInput, openAdmin, openEntry, repositoryFiles, repositorySource, retype, saveAndWait, showArabicPane, upstreamProblem, type Admin, type ConfigField } from '../../scripts/lib/cms/drive-editor';
import { fixturePostsDir, postFileName, readPosts } from '../../scripts/lib/posts';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFiles } from '../../scripts/lib/settings/files';
import { locales } from '../../src/i18n/locale';
import { fixtureData } from '../support/settings-fixtures';
import { startSite, waitFor, type Site } from './support/site';

const config = builtConfig();

/** One entry of the editor: what it is called there, and its files, by language (`''` for a file of no language). */
interface Entry {
  collection: string;
  name: string;
  files: Partial<Record<string, string>>;
  fields: ConfigField[];
}

/** The posts the editor is given besides the repository's: the tests' own, one of them using every feature of a post. */
const fixturePosts = (folder: string): [string, string][] =>
  readdirSync(fixturePostsDir).flatMap((slug) =>
    readdirSync(path.join(fixturePostsDir, slug))
      .filter((name) => name.endsWith('.md'))
      .map((name): [string, string] => [`${folder}/${slug}/${name}`, readFileSync(path.join(fixturePostsDir, slug, name), 'utf8')]),
  );
const postsCollection = config.collections.find((collection) => collection.folder !== undefined);
const extraFiles = postsCollection ? fixturePosts(postsCollection.folder!) : [];
const seeded = new Map<string, string>([...repositoryFiles().map((file): [string, string] => [file, readFileSync(repositorySource(file), 'utf8')]), ...extraFiles]);

const entries: Entry[] = config.collections.flatMap((collection): Entry[] => {
  if (collection.files) {
    return collection.files.map((file) => ({
      collection: collection.name,
      name: file.name,
      files: file.file.includes('{{locale}}') ? Object.fromEntries(locales.map((locale) => [locale, file.file.replace('{{locale}}', locale)])) : { '': file.file },
      fields: file.fields,
    }));
  }
  const folder = collection.folder!;
  const slugs = [...new Set([...seeded.keys()].filter((file) => file.startsWith(`${folder}/`) && file.endsWith(`.${collection.extension}`)).map((file) => file.slice(folder.length + 1).split('/')[0]!))];
  return slugs.map((slug) => ({
    collection: collection.name,
    // The editor names an entry of a folder by its path there, without the language: `<slug>/index`.
    name: (collection.path ?? '{{slug}}').replace('{{slug}}', slug),
    files: Object.fromEntries(locales.map((locale) => [locale, `${folder}/${slug}/${postFileName(locale)}`]).filter(([, file]) => seeded.has(file!))),
    fields: collection.fields!,
  }));
});

type Data = Record<string, unknown>;

/**
 * A file as the build reads it: JSON, or a post's front matter and its text as HTML (the editor
 * writes Markdown its own way, `_` for `*`, which is the same text when it makes the same HTML).
 */
function parsed(file: string, text: string): unknown {
  if (file.endsWith('.json')) return JSON.parse(text) as unknown;
  const [, front = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text) ?? [];
  return { data: parseYaml(front, { schema: 'core' }) as unknown, body: marked.parse(body, { async: false }) };
}

/** Where a field's value is in a parsed file (a post's fields are in its front matter). */
const dataOf = (file: string, value: unknown): Data => (file.endsWith('.json') ? value : (value as { data: Data }).data) as Data;

interface Edit {
  keyPath: string;
  value: string | number;
}

const ARABIC = /\p{Script=Arabic}/u;
const patternOf = (field: ConfigField) => {
  const [, source, flags] = /^\/(.*)\/([a-z]*)$/s.exec(field.pattern?.[0] ?? '') ?? [];
  return source === undefined ? undefined : new RegExp(source, flags);
};

/** Another value the field takes: other words in the same script, or the next number within its bounds. */
function otherValue(field: ConfigField, value: unknown): string | number | undefined {
  if (field.readonly) return undefined;
  if (field.widget === 'number' && typeof value === 'number') {
    const next = field.max !== undefined && value + 1 > field.max ? value - 1 : value + 1;
    return field.min !== undefined && next < field.min ? undefined : next;
  }
  // Words, not an address, a code or a name of a thing (they hold no space).
  if ((field.widget !== 'string' && field.widget !== 'text') || typeof value !== 'string' || !/\s/.test(value.trim())) return undefined;
  // A sentence, or a heading in Title Case: whichever the field's pattern takes.
  const candidates = ARABIC.test(value) ? ['كلمات معدلة للتجربة'] : ['Words changed for the test', 'Words Changed for the Test'];
  const pattern = patternOf(field);
  return candidates.find((words) => !((field.maxlength !== undefined && words.length > field.maxlength) || (field.minlength !== undefined && words.length < field.minlength) || (pattern && !pattern.test(words))));
}

/** The first field of the pane that the editor draws open and that takes another value; `translated` keeps to fields of both languages. */
function firstEdit(fields: ConfigField[], data: Data | undefined, translated: boolean, prefix = ''): Edit | undefined {
  for (const field of fields) {
    if (translated && field.i18n !== true) continue;
    const keyPath = `${prefix}${field.name}`;
    const value = data?.[field.name];
    let found: Edit | undefined;
    if (field.widget === 'object' && field.fields) found = firstEdit(field.fields, value as Data, translated, `${keyPath}.`);
    else if (field.widget === 'list' && Array.isArray(value) && !field.collapsed) {
      // Entries of a list the editor shows collapsed are not drawn until opened: the first one open.
      for (const [index, item] of value.entries()) {
        if (field.fields) found = firstEdit(field.fields, item as Data, false, `${keyPath}.${index}.`);
        else if (field.field) {
          const next = otherValue(field.field, item);
          found = next === undefined ? undefined : { keyPath: `${keyPath}.${index}`, value: next };
        }
        if (found) break;
      }
    } else {
      const next = otherValue(field, value);
      if (next !== undefined) found = { keyPath, value: next };
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * A settings file that leaves every field empty (the analytics services, none chosen) has no value
 * to change: the first field another owner fills in, with their value, is the edit.
 */
function filledByAnotherOwner(file: string, data: Data): Edit | undefined {
  const settings = settingsFiles.find((candidate) => candidate.file === file);
  if (!settings) return undefined;
  const leaves = (theirs: Data, ours: Data | undefined, prefix = ''): Edit | undefined => {
    for (const [name, value] of Object.entries(theirs)) {
      const found =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? leaves(value as Data, ours?.[name] as Data | undefined, `${prefix}${name}.`)
          : typeof value === 'string' && value !== '' && (ours?.[name] ?? '') === ''
            ? { keyPath: `${prefix}${name}`, value }
            : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return leaves(fixtureData('another-owner', settings.name), data);
}

/** A code one character on (the last letter or digit, in its own class): another value of the same shape. */
const nextCode = (code: string): string =>
  code.replace(/[a-z0-9](?=[^a-z0-9]*$)/i, (char) => {
    const classes = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const within = classes.find((chars) => chars.includes(char))!;
    return within[(within.indexOf(char) + 1) % within.length]!;
  });

/**
 * A settings file of codes alone, each already given (another owner's analytics, on the owner's
 * road): its first code one character on, where the field's pattern takes it.
 */
function nextCodeOf(fields: ConfigField[], data: Data | undefined, prefix = ''): Edit | undefined {
  for (const field of fields) {
    const value = data?.[field.name];
    const keyPath = `${prefix}${field.name}`;
    if (field.widget === 'object' && field.fields) {
      const found = nextCodeOf(field.fields, value as Data | undefined, `${keyPath}.`);
      if (found) return found;
    } else if (!field.readonly && field.widget === 'string' && typeof value === 'string' && value !== '') {
      const next = nextCode(value);
      const pattern = patternOf(field);
      if (next !== value && (!pattern || pattern.test(next))) return { keyPath, value: next };
    }
  }
  return undefined;
}

function withValue(data: Data, keyPath: string, value: unknown): Data {
  const copy = structuredClone(data);
  const parts = keyPath.split('.');
  let at: Record<string, unknown> = copy;
  // A group the file leaves out (none of its fields given) is made, as the editor makes it.
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts[parts.length - 1]!] = value;
  return copy;
}

/** What the build says of the saved files, read from a copy of the repository holding them. */
function buildProblems(copy: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const settings = settingsFiles.find((candidate) => candidate.file === file);
    if (settings) {
      const checked = checkSettings(settings, JSON.parse(readFileSync(path.join(copy, file), 'utf8')));
      if (!checked.ok) problems.push(...checked.problems);
    }
    if (file === JURISDICTIONS_FILE) {
      // As the legal pages read it (jurisdictionWords); compileAll below holds its words to the house style.
      const checked = jurisdictionsSchema.safeParse(JSON.parse(readFileSync(path.join(copy, file), 'utf8')));
      if (!checked.success) problems.push(...problemLines(file, checked.error.issues));
    }
  }
  if (files.some((file) => file.endsWith('.md'))) {
    try {
      readPosts(path.join(copy, postsCollection!.folder!));
    } catch (error) {
      problems.push(String(error));
    }
  }
  if (files.some((file) => file.endsWith('.json') && !settingsFiles.some((settings) => settings.file === file))) problems.push(...compileAll(copy).problems);
  return problems;
}

let site: Site;
let admin: Admin;
let copy: string;
beforeAll(async () => {
  site = await startSite();
  admin = await openAdmin(site, { extraFiles });
  // The repository as the build reads it (pictures included), where each saved file is put back.
  copy = mkdtempSync(path.join(tmpdir(), 'admin-every-entry-'));
  for (const [file, text] of seeded) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), text);
  }
  if (postsCollection) for (const slug of readdirSync(fixturePostsDir)) cpSync(path.join(fixturePostsDir, slug), path.join(copy, postsCollection.folder!, slug), { recursive: true });
  for (const file of repositoryFiles().filter((name) => name.endsWith('.md'))) cpSync(path.dirname(repositorySource(file)), path.dirname(path.join(copy, file)), { recursive: true });
}, 90_000);
afterAll(async () => {
  await admin?.close();
  await site?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('the configuration has entries of every kind: pages, shared words, settings and posts', () => {
  expect(entries.length).toBeGreaterThan(20);
  expect(entries.some((entry) => entry.files[''] !== undefined)).toBe(true);
  expect(entries.some((entry) => entry.files.en?.endsWith('.md'))).toBe(true);
});

/**
 * Saves that change more than their field because of the editor itself (Sveltia CMS 0.221.1), each
 * with what it does. Such a test is expected to fail, and says so once a release fixes it.
 */
const upstream: Partial<Record<string, string>> = {
  'posts/fixture-every-feature/index':
    'its rich text writes italics as _…_, which Markdown reads as italics only between words: the Arabic و*كلمات مائلة* is saved as و_كلمات مائلة_ and shown with its underscores',
};

/** The first text field of each group, which the spec's words keep read-only: what an entry with nothing else to edit shows. */
const firstText = (fields: ConfigField[], prefix = ''): string | undefined => {
  for (const field of fields) {
    if (field.widget === 'string' || field.widget === 'text') return `${prefix}${field.name}`;
    const inner = field.widget === 'object' && field.fields ? firstText(field.fields, `${prefix}${field.name}.`) : undefined;
    if (inner) return inner;
  }
  return undefined;
};

for (const entry of entries) {
  const name = `${entry.collection}/${entry.name}`;
  (upstream[name] ? test.failing : test)(`${name}: one field edited and saved; nothing else changed, and the build accepts it`, () => editAndSave(entry));
}

async function editAndSave(entry: Entry): Promise<void> {
  const locale = entry.files.ar ? 'ar' : entry.files.en ? 'en' : '';
  const file = entry.files[locale]!;
  const original = parsed(file, seeded.get(file)!);
  const edit =
    firstEdit(entry.fields, dataOf(file, original), locale === 'ar') ??
    filledByAnotherOwner(file, original as Data) ??
    (settingsFiles.some((settings) => settings.file === file) ? nextCodeOf(entry.fields, original as Data) : undefined);
  admin.problems.length = 0;
  await openEntry(admin, entry.collection, entry.name);
  if (locale === 'ar') await showArabicPane(admin.page);
  if (!edit) {
    // Every word of it is the spec's (the figures' labels): shown, and not to be typed in.
    const shown = await fieldInput(admin.page, locale || undefined, firstText(entry.fields)!);
    expect(await shown.evaluate((input) => input.readOnly)).toBe(true);
    return;
  }
  await retype(await fieldInput(admin.page, locale || undefined, edit.keyPath), String(edit.value));
  await admin.page.keyboard.press('Tab');
  const before = await admin.read(file);
  // Read while the editor writes it, a file may not be readable yet: then it is not saved yet.
  const written = async () => (await admin.read(file).catch(() => before)) !== before;
  await saveAndWait(admin.page, () => waitFor(written, 10_000));

  const saved = Object.fromEntries(await Promise.all(Object.values(entry.files).map(async (name) => [name!, await admin.read(name!)] as const)));
  const expected = file.endsWith('.json') ? withValue(original as Data, edit.keyPath, edit.value) : { ...(original as Data), data: withValue(dataOf(file, original), edit.keyPath, edit.value) };
  expect({ [file]: parsed(file, saved[file]!) }).toEqual({ [file]: expected });
  // As the editor writes JSON, as the repository keeps it: the text differs in that line alone.
  if (file.endsWith('.json')) expect(saved[file]).toBe(`${JSON.stringify(expected, null, 2)}\n`);
  for (const other of Object.values(entry.files).filter((name) => name !== file)) expect({ [other!]: parsed(other!, saved[other!]!) }).toEqual({ [other!]: parsed(other!, seeded.get(other!)!) });

  for (const [name, text] of Object.entries(saved)) writeFileSync(path.join(copy, name), text);
  try {
    expect(buildProblems(copy, Object.keys(saved))).toEqual([]);
  } finally {
    for (const name of Object.keys(saved)) writeFileSync(path.join(copy, name), seeded.get(name)!);
  }
  expect(admin.problems.filter((problem) => !upstreamProblem.test(problem))).toEqual([]);
}
