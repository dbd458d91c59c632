/**
 * @jest-environment node
 */
/**
 * The editor's configuration is made from the schemas the build checks with: every data file is in
 * it, its lengths are the schemas', and the CMS's own published schema accepts it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { EDITOR_ICON } from '../../scripts/lib/admin-site';
import { ADMIN_DIR, adminPage, cmsFonts, cmsPackageBase, rewriteCdnUrls } from '../../scripts/lib/cms/admin-files';
import { cmsConfig, POSTS_FOLDER } from '../../scripts/lib/cms/config';
import { jsonSchemaOf, TYPE_KEY } from '../../scripts/lib/cms/fields';
import { previewCheckName } from '../../scripts/lib/cms/preview-check';
import { githubRepository, repositoryFromRemote } from '../../scripts/lib/cms/repository';
import { collections, dataFile } from '../../scripts/lib/content/collections';
import { schemaIn } from '../../scripts/lib/content/compile';
import { curled, houseStyleProblems, NOT_WORDS, readHouseStyle, REFUSED_QUOTES } from '../../scripts/lib/content/house-style';
import { JURISDICTIONS_FILE } from '../../scripts/lib/content/jurisdiction';
import { settingsFiles } from '../../scripts/lib/settings/files';
import { site } from '../../src/config/site';
import { locales } from '../../src/i18n/locale';
import { specWordsIn } from '../../scripts/lib/cms/spec-words';
import { specWords } from '../spec/words';
import { testsSite } from '../support/tests-site';

const root = path.resolve(__dirname, '..', '..');
const config = cmsConfig({ repository: 'owner/site' });
type Field = {
  name: string;
  widget: string;
  readonly?: boolean;
  hint?: string;
  maxlength?: number;
  minlength?: number;
  required?: boolean;
  i18n?: boolean;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  types?: { name: string; fields: Field[] }[];
  typeKey?: string;
};
type FileEntry = { name: string; file: string; fields: Field[] };
const fileEntries = config.collections.flatMap((collection) => ('files' in collection ? (collection.files as FileEntry[]) : []));

test("the CMS's own JSON schema accepts the configuration", () => {
  const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8')) as object;
  const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);
  const valid = validate(config);
  expect(valid ? [] : validate.errors?.slice(0, 5).map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  // And it is a real check: a mode the CMS does not have is refused.
  expect(validate({ ...config, publish_mode: 'straight_to_live' })).toBe(false);
});

test('every data file of every collection is an entry, and its file exists in each language', () => {
  for (const collection of collections) {
    const entry = fileEntries.find((candidate) => candidate.file === `${collection.dir}/{{locale}}.json`);
    expect(entry).toBeDefined();
    for (const locale of locales) expect(existsSync(path.join(testsSite, dataFile(collection, locale)))).toBe(true);
  }
  for (const settings of settingsFiles) expect(fileEntries.map((entry) => entry.file)).toContain(settings.file);
});

test("a field's counter is its schema's bound, and a text the schema refuses empty is required", () => {
  const home = collections.find((collection) => collection.name === 'home')!;
  const schema = jsonSchemaOf(schemaIn(home.schema, 'en'));
  const fields = fileEntries.find((entry) => entry.name === 'home')!.fields;
  const hero = fields.find((f) => f.name === 'hero')!.fields!;
  for (const name of Object.keys(schema.properties!.hero!.properties!)) {
    const bound = schema.properties!.hero!.properties![name]!;
    const field = hero.find((f) => f.name === name)!;
    expect(field.maxlength).toBe(bound.maxLength);
    expect(field.required).toBe((bound.minLength ?? 0) >= 1);
    expect(field.i18n).toBe(true);
  }
  const description = fields.find((f) => f.name === 'meta')!.fields!.find((f) => f.name === 'description')!;
  expect([description.minlength, description.maxlength]).toEqual([schema.properties!.meta!.properties!.description!.minLength, schema.properties!.meta!.properties!.description!.maxLength]);
});

test('in a file of words, every field and every field inside one is written in each language (the Arabic pane shows it)', () => {
  type Any = { name?: string; i18n?: unknown; fields?: Any[]; field?: Any; types?: { fields: Any[] }[] };
  const untranslated = (field: Any, path: string): string[] => [
    ...(field.i18n === true ? [] : [path]),
    ...(field.fields ?? []).flatMap((inner) => untranslated(inner, `${path}.${inner.name}`)),
    ...(field.field ? untranslated(field.field, `${path}.*`) : []),
    ...(field.types ?? []).flatMap((type) => type.fields.flatMap((inner) => untranslated(inner, `${path}.${inner.name}`))),
  ];
  const words = fileEntries.filter((entry) => entry.file.includes('{{locale}}'));
  expect(words.length).toBe(collections.length);
  expect(words.flatMap((entry) => entry.fields.flatMap((f) => untranslated(f as Any, `${entry.name}.${f.name}`)))).toEqual([]);
});

test("a list of entries of several kinds offers each kind, named as the data file names it", () => {
  for (const service of fileEntries.filter((entry) => entry.file.startsWith('src/content/service-pages/'))) {
    const sections = service.fields.find((f) => f.name === 'sections')!;
    expect(sections.typeKey).toBe(TYPE_KEY);
    const offered = sections.types!.map((type) => type.name);
    for (const locale of locales) {
      const used = (JSON.parse(readFileSync(path.join(testsSite, service.file.replace('{{locale}}', locale)), 'utf8')) as { sections: Record<string, string>[] }).sections.map((section) => section[TYPE_KEY]);
      expect(offered).toEqual(expect.arrayContaining(used));
    }
  }
});

test('posts: words in both languages, the day, category and pictures in the English file only', () => {
  const posts = config.collections.find((collection) => collection.name === 'posts') as unknown as { folder: string; path: string; fields: Field[] };
  expect(posts.folder).toBe(POSTS_FOLDER);
  const byName = Object.fromEntries(posts.fields.map((f) => [f.name, f.i18n]));
  expect(byName).toMatchObject({ title: true, excerpt: true, body: true, date: false, category: false });
});

/**
 * What differs between a data file and the same data as the editor writes it: a group's fields out
 * of the editor's order (it writes them in its own), or an optional field left empty (it leaves
 * that out). A file in that shape gives a save a diff of the edited field alone.
 */
function unlikeTheEditor(fields: Field[], value: unknown, at: string): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const data = value as Record<string, unknown>;
  const names = fields.map((field) => field.name);
  const inOrder = names.filter((name) => name in data);
  const problems = Object.keys(data).filter((key) => names.includes(key)).join() === inOrder.join() ? [] : [`${at}: its fields are not in the editor's order (${inOrder.join(', ')})`];
  for (const field of fields) {
    const inner = data[field.name];
    const where = `${at}.${field.name}`;
    const empty = inner === '' || (Array.isArray(inner) && inner.length === 0) || (inner !== null && typeof inner === 'object' && Object.keys(inner).length === 0);
    if (field.required === false && field.widget !== 'hidden' && empty) problems.push(`${where}: an optional field left empty, which the editor leaves out`);
    if (field.widget === 'object' && field.fields) problems.push(...unlikeTheEditor(field.fields, inner, where));
    if (field.widget === 'list' && Array.isArray(inner)) {
      inner.forEach((item: unknown, index) => {
        const kind = field.types?.find((type) => type.name === (item as Record<string, unknown>)?.[field.typeKey ?? ''])?.fields;
        const itemFields = kind ? [{ name: field.typeKey!, widget: 'string' }, ...kind] : field.fields;
        if (itemFields) problems.push(...unlikeTheEditor(itemFields, item, `${where}.${index}`));
      });
    }
  }
  return problems;
}

test('every data file is as the editor writes it: JSON of two spaces, its fields in the editor\'s order, no optional field left empty', () => {
  const files = fileEntries.flatMap((entry) => (entry.file.includes('{{locale}}') ? locales.map((locale) => entry.file.replace('{{locale}}', locale)) : [entry.file]).map((file) => ({ entry, file })));
  expect(files.length).toBeGreaterThan(collections.length * locales.length);
  const problems = files.flatMap(({ entry, file }) => {
    const text = readFileSync(path.join(testsSite, file), 'utf8');
    const data = JSON.parse(text) as unknown;
    return [...(text === `${JSON.stringify(data, null, 2)}\n` ? [] : [`${file}: not as the editor writes JSON (two spaces, a final newline)`]), ...unlikeTheEditor(entry.fields, data, file)];
  });
  expect(problems).toEqual([]);
});

test("a save opens a pull request, and the preview button reads the deploy action's check", () => {
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', preview_context: previewCheckName });
});

test("works from an address of its own (while Google Analytics is on): the site by its full address, all else from the editor's folder or the icon beside it", () => {
  expect(config.site_url).toBe(site.origin);
  expect(new URL(config.site_url).origin).toBe(config.site_url);
  // The fonts and the update check are served from the editor's folder (the test below).
  const asked = [config.logo.src, ...[...adminPage().matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1]!), cmsPackageBase.served];
  expect(asked.filter((address) => address !== `/${EDITOR_ICON}` && !address.startsWith(`/${ADMIN_DIR}/`))).toEqual([]);
});

test('the repository is the one GitHub names, or the origin remote', () => {
  expect(githubRepository({ GITHUB_REPOSITORY: 'acme/site' }, () => '')).toBe('acme/site');
  expect(githubRepository({}, () => 'git@github.com:acme/site.git\n')).toBe('acme/site');
  expect(repositoryFromRemote('https://github.com/acme/coaching.site.git')).toBe('acme/coaching.site');
  expect(repositoryFromRemote('https://gitlab.com/acme/site.git')).toBeUndefined();
  expect(githubRepository({ GITHUB_REPOSITORY: 'not a repo' }, () => '')).toBeUndefined();
});

test("the CMS's script asks no CDN: each font and its update check are served by the site", () => {
  const script = ['x', ...cmsFonts.map((font) => `url(${font.cdn})`), cmsPackageBase.cdn].join(' ');
  const rewritten = rewriteCdnUrls(script);
  for (const font of cmsFonts) expect(rewritten).toContain(`/admin/${font.served}`);
  expect(rewritten).not.toMatch(/cdn\.jsdelivr|unpkg\.com/);
  // A release that moves a font stops the build rather than letting /admin ask a CDN.
  expect(() => rewriteCdnUrls(script.replace(cmsFonts[0].cdn, 'elsewhere'))).toThrow(/names .* 0 times/);
});

describe("the editor refuses what the build's house-style check refuses, at the field", () => {
  const loaded = readHouseStyle();
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  const style = loaded.value;
  const words = fileEntries.filter((entry) => entry.file.includes('{{locale}}'));
  /** A field's pattern as the CMS reads it: `/source/flags`. */
  const patternOf = (field: Field) => {
    const [, source, flags] = /^\/(.*)\/([a-z]*)$/s.exec(field.pattern?.[0] ?? '') ?? [];
    return source === undefined ? undefined : new RegExp(source, flags);
  };
  /** Every text a data file holds, with the field that edits it. */
  const texts = (field: Field, value: unknown, at: string): { field: Field; at: string; text: string }[] => {
    if (typeof value === 'string') return [{ field, at, text: value }];
    if (Array.isArray(value)) {
      return value.flatMap((item: Record<string, unknown>, index) => {
        if (field.field) return texts(field.field, item, `${at}.${index}`);
        const inner = field.types?.find((type) => type.name === item[TYPE_KEY])?.fields ?? field.fields ?? [];
        return inner.flatMap((sub) => texts(sub, item[sub.name], `${at}.${index}.${sub.name}`));
      });
    }
    if (value && typeof value === 'object') return (field.fields ?? []).flatMap((sub) => texts(sub, (value as Record<string, unknown>)[sub.name], `${at}.${sub.name}`));
    return [];
  };
  const fileTexts = (entry: FileEntry, file: string) => {
    const data = JSON.parse(readFileSync(path.join(testsSite, file), 'utf8')) as Record<string, unknown>;
    return entry.fields.flatMap((field) => texts(field, data[field.name], `${file}: ${field.name}`));
  };
  const all = words.flatMap((entry) => locales.flatMap((locale) => fileTexts(entry, entry.file.replace('{{locale}}', locale)).map((found) => ({ ...found, entry, locale }))));
  const homeHero = fileEntries.find((entry) => entry.name === 'home')!.fields.find((f) => f.name === 'hero')!.fields!;
  // A sentence (the hero's lead) for the rules every text keeps; a heading adds Title Case to them.
  const homeTitle = homeHero.find((f) => f.name === 'lead')!;
  const homeHeading = homeHero.find((f) => f.name === 'title')!;
  const refuses = (field: Field, text: string) => !patternOf(field)!.test(text.trim());

  test('every text of every words file is typed in a field that carries the house style, and the words there now pass it', () => {
    // Only names the code reads, fixed choices and the blog's categories (pairs of words, which take no pattern) go without.
    const without = all.filter(({ field, at }) => !field.pattern && !NOT_WORDS.has(field.name) && field.widget !== 'select' && !at.includes('.categories.'));
    expect(without.map(({ at }) => at)).toEqual([]);
    expect(all.filter(({ field }) => field.pattern).length).toBeGreaterThan(300);
    expect(all.filter(({ field, text }) => field.pattern && refuses(field, text)).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  test("a straight apostrophe or quote is refused, its curly form taken, and the message says which to type", () => {
    expect(refuses(homeTitle, "other people's")).toBe(true);
    expect(refuses(homeTitle, curled("other people's"))).toBe(false);
    expect(curled("other people's")).toBe('other people’s');
    for (const mark of REFUSED_QUOTES.en) {
      const text = `Read ${mark}our story${mark} first.`;
      expect(houseStyleProblems('src/content/pages/home/en.json', 'en', { hero: { title: text } }, style)).not.toEqual([]);
      expect(refuses(homeTitle, text)).toBe(true);
      expect(refuses(homeTitle, curled(text))).toBe(false);
    }
    // Arabic quotes with « »: English quotation marks are refused in an Arabic text.
    for (const mark of REFUSED_QUOTES.ar) expect(refuses(homeTitle, `اقرأ ${mark}قصتنا${mark} أولاً`)).toBe(true);
    expect(refuses(homeTitle, 'اقرأ «قصتنا» أولاً')).toBe(false);
    expect(homeTitle.pattern![1]).toMatch(/’ for an apostrophe and “ ”/);
    expect(homeTitle.pattern![1]).toMatch(/« »/);
  });

  test('English words beside Arabic ones are refused in the Arabic pane; one Latin name and the English pane are taken', () => {
    expect(refuses(homeTitle, 'نور Coaching & Consultancy')).toBe(true);
    expect(refuses(homeTitle, 'نساعدك على النمو. We help you grow.')).toBe(true);
    expect(refuses(homeTitle, 'تواصل معنا عبر WhatsApp أو Zoom')).toBe(false);
    expect(refuses(homeTitle, 'نستضيف الموقع على Google Firebase Hosting')).toBe(false);
    expect(refuses(homeTitle, 'Coaching & consultancy in English or Arabic')).toBe(false);
  });

  test('every term the glossary refuses, in either language, is refused, and its own words taken', () => {
    for (const term of style.terms) {
      for (const locale of locales) {
        // In each language's own words: English words beside Arabic ones are refused for themselves.
        const line = (phrase: string) => (locale === 'en' ? `A line about ${phrase} here` : `سطر عن ${phrase} هنا`);
        for (const phrase of term.refuse[locale]) {
          const text = line(phrase);
          expect(houseStyleProblems('src/content/pages/home/en.json', locale, { hero: { title: text } }, style)).not.toEqual([]);
          expect([phrase, refuses(homeTitle, text)]).toEqual([phrase, true]);
        }
        if (term[locale] !== '') expect([term[locale], refuses(homeTitle, line(term[locale]))]).toEqual([term[locale], false]);
      }
    }
  });

  test("a button refuses another action's words at its start, and keeps the spec's words where the spec puts them", () => {
    // A label's kind comes from its schema: its field says a button's words for its action.
    const labelFields = all.filter(({ field }) => Array.isArray(field.pattern) && String(field.pattern[1]).includes('a button’s words for its action'));
    expect(labelFields.length).toBeGreaterThan(0);
    const { field } = labelFields[0]!;
    for (const label of style.labels) {
      for (const locale of locales) {
        for (const phrase of label.refuse[locale]) expect([phrase, refuses(field, `${phrase} ${locale === 'en' ? 'Today' : 'اليوم'}`)]).toEqual([phrase, true]);
        const words = label[locale].replace('<service>', locale === 'en' ? 'Life Coaching' : 'كوتشينغ الحياة');
        expect([words, refuses(field, words)]).toEqual([words, false]);
      }
    }
    // Every label as it stands passes (the first test), the spec's own words among them: 'Book Free Discovery' in the header.
    const header = all.find(({ at, locale }) => locale === 'en' && at.endsWith('headerCta'));
    expect(header && refuses(header.field, header.text)).toBe(false);
  });

  test('a heading refuses sentence case and takes Title Case; Arabic, which has no capitals, is not held to it', () => {
    for (const text of ['Three ways to move forward', 'Your Journey With Us', 'Ready to transform your life? book a session', 'what to expect', 'One-To-One Sessions']) expect([text, refuses(homeHeading, text)]).toEqual([text, true]);
    for (const text of ['Three Ways to Move Forward', 'Your Journey with Us', 'Ready to Transform Your Life? Book a Session', 'What to Expect: A Step-by-Step Guide', 'One-to-One Sessions in {city}', 'Coaching for SMEs in the UAE, by WhatsApp', 'رحلتك تبدأ بخطوة واحدة'])
      expect([text, refuses(homeHeading, text)]).toEqual([text, false]);
    expect(homeTitle.pattern?.[1]).not.toContain('Title Case');
    expect(homeHeading.pattern?.[1]).toContain('Title Case');
  });

  test("the spec's words are shown read-only, the hint naming where the spec puts them", () => {
    const fixed = all.filter(({ entry, locale, text }) => locale === 'en' && specWordsIn(style, path.posix.dirname(entry.file)).has(text));
    expect(fixed.length).toBeGreaterThan(20);
    expect(fixed.filter(({ field }) => field.readonly !== true).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
    for (const { field, entry, text } of fixed) expect(field.hint).toContain(specWordsIn(style, path.posix.dirname(entry.file)).get(text));
    // The issue's own case: About's four values and four steps, as the spec gives them.
    const about = fileEntries.find((entry) => entry.name === 'about')!.fields;
    for (const [group, list] of [['values', 'items'], ['methodology', 'steps']] as const) {
      expect(about.find((f) => f.name === group)!.fields!.find((f) => f.name === list)!.fields!.find((f) => f.name === 'title')!.readonly).toBe(true);
    }
    expect(all.filter(({ locale, text }) => locale === 'en' && (specWords.about.values as readonly string[]).includes(text)).length).toBe(specWords.about.values.length);
  });

  test('words the spec gives in Arabic alone are read-only too, found in the Arabic file', () => {
    const fixed = all.filter(({ entry, locale, text }) => locale === 'ar' && specWordsIn(style, path.posix.dirname(entry.file), 'ar').has(text));
    expect(fixed.map(({ text }) => text)).toContain(specWords.blog.notFound.ar.body);
    expect(fixed.filter(({ field }) => field.readonly !== true).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
    for (const { field } of fixed) expect(field.hint).toContain('their English stays with them');
    // The Arabic of an English entry is held with its English only: the header's Arabic button is every discovery button's.
    expect(specWordsIn(style, 'src/content/pages/home', 'ar').has(specWords.header.cta.ar)).toBe(false);
  });

  test("the legal clauses by emirate are held to each language's rules", () => {
    const clauses = fileEntries.find((entry) => entry.file === JURISDICTIONS_FILE)!;
    const place = clauses.fields[0]!;
    const [en, ar] = (['en', 'ar'] as const).map((locale) => place.fields!.find((f) => f.name === locale)!.fields![0]!);
    expect(refuses(en!, "the Emirate's courts")).toBe(true);
    expect(refuses(en!, 'the Emirate’s courts')).toBe(false);
    expect(refuses(ar!, 'محاكم "الإمارة"')).toBe(true);
    expect(refuses(ar!, 'محاكم «الإمارة»')).toBe(false);
    const data = JSON.parse(readFileSync(path.join(testsSite, JURISDICTIONS_FILE), 'utf8')) as Record<string, unknown>;
    const found = clauses.fields.flatMap((field) => texts(field, data[field.name], field.name));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ field, text }) => !field.pattern || refuses(field, text)).map(({ at }) => at)).toEqual([]);
  });
});
