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
import { cmsFonts, cmsPackageBase, rewriteCdnUrls } from '../../scripts/lib/cms/admin-files';
import { cmsConfig, POSTS_FOLDER } from '../../scripts/lib/cms/config';
import { jsonSchemaOf, TYPE_KEY } from '../../scripts/lib/cms/fields';
import { previewCheckName } from '../../scripts/lib/cms/preview-check';
import { githubRepository, repositoryFromRemote } from '../../scripts/lib/cms/repository';
import { collections, dataFile } from '../../scripts/lib/content/collections';
import { settingsFiles } from '../../scripts/lib/settings/files';
import { locales } from '../../src/i18n/locale';

const root = path.resolve(__dirname, '..', '..');
const config = cmsConfig({ repository: 'owner/site' });
type Field = { name: string; widget: string; maxlength?: number; minlength?: number; required?: boolean; i18n?: boolean; fields?: Field[]; types?: { name: string; fields: Field[] }[]; typeKey?: string };
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
    for (const locale of locales) expect(existsSync(path.join(root, dataFile(collection, locale)))).toBe(true);
  }
  for (const settings of settingsFiles) expect(fileEntries.map((entry) => entry.file)).toContain(settings.file);
});

test("a field's counter is its schema's bound, and a text the schema refuses empty is required", () => {
  const home = collections.find((collection) => collection.name === 'home')!;
  const schema = jsonSchemaOf(home.schema);
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
  for (const service of fileEntries.filter((entry) => entry.file.startsWith('src/content/services/'))) {
    const sections = service.fields.find((f) => f.name === 'sections')!;
    expect(sections.typeKey).toBe(TYPE_KEY);
    const offered = sections.types!.map((type) => type.name);
    for (const locale of locales) {
      const used = (JSON.parse(readFileSync(path.join(root, service.file.replace('{{locale}}', locale)), 'utf8')) as { sections: Record<string, string>[] }).sections.map((section) => section[TYPE_KEY]);
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

test("a save opens a pull request, and the preview button reads the deploy action's check", () => {
  expect(config.publish_mode).toBe('editorial_workflow');
  expect(config.backend).toMatchObject({ name: 'github', repo: 'owner/site', branch: 'main', preview_context: previewCheckName });
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
