/**
 * @jest-environment node
 */
/**
 * What the build refuses in a settings file, the editor at /admin refuses first, at the field: each
 * field the build checks by a rule with a shape carries it as its pattern, and on a table of samples
 * the field's pattern takes what the build takes and refuses what it refuses, but for what only the
 * build can tell (a phone number's country, a web address's parse, a photo's folder).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig } from '../../scripts/lib/cms/config';
import { jsonSchemaOf, type JsonSchema } from '../../scripts/lib/cms/fields';
import { joinPatterns } from '../../scripts/lib/cms/field-rules';
import { checkSettings } from '../../scripts/lib/settings/compile';
import { settingsFiles } from '../../scripts/lib/settings/files';
import { SHAPES_KEY, type ShapeJson } from '../../src/config/schema/fields';
import * as rules from '../../src/config/schema/rules';
import { testsSite } from '../support/tests-site';

const config = cmsConfig({ repository: 'owner/site' });
type Field = { name: string; widget: string; hint?: string; value_type?: string; pattern?: [string, string]; fields?: Field[]; field?: Field };
type Sample = string | number;

/** A pattern as Sveltia CMS 0.221.1 reads and tests it (its getRegex and validateScalarField): `/…/flags`, on the value trimmed, as text. */
function editorTakes([regex]: [string, string], value: Sample): boolean {
  const { pattern, flags } = /^\/?(?<pattern>.+?)(?:\/(?<flags>[dgimsuy]*))?$/s.exec(regex)!.groups!;
  return new RegExp(pattern!, flags).test(String(typeof value === 'string' ? value.trim() : value));
}

/**
 * Per rule: values the rule takes, values it refuses that the editor refuses too, and values only
 * the build refuses (what a pattern cannot say). Each from the issue where it names one.
 */
const samples = new Map<rules.Rule, { takes: Sample[]; refuses: Sample[]; buildAlone?: Sample[] }>([
  [
    rules.internationalPhone,
    { takes: ['+971501234567', '+447911123456'], refuses: ['050 123 4567', '0501234567', '971501234567', '+971 50 123 4567', '+971-50-123-4567', '+0971501234567'], buildAlone: ['+97150123456'] },
  ],
  [
    rules.httpsAddress,
    {
      takes: ['https://www.example.com', 'https://pay.example.com/session?id=4#top', 'https://calendly.com/name/60min'],
      refuses: ['http://www.example.com', 'www.example.com', 'example.com/page', 'https://localhost', 'https://www.example.com/a page', 'ftp://example.com', 'https://'],
      buildAlone: ['https://www.example.com:port'],
    },
  ],
  [
    rules.siteAddress,
    { takes: ['https://www.example.ae', 'https://example.com'], refuses: ['http://www.example.ae', 'https://www.example.ae/', 'https://www.example.ae/about', 'www.example.ae', 'https://www.example.ae?x=1'] },
  ],
  [rules.emailAddress, { takes: ['name@example.ae', 'first.last+tag@mail.example.com'], refuses: ['name@example', 'name example.ae', 'name@@example.ae', '@example.ae', 'name@example.a1'] }],
  [rules.addressName, { takes: ['sara', 'mary-jane'], refuses: ['Sara', 'sara-', 'sara jane', 'sara2', 'سارة'] }],
  [
    rules.arabicLetters,
    // The build's rule: one Arabic letter makes Arabic words, a Latin name inside them is theirs.
    // Not a Persian letter (ک, ی), which the Arabic pages' face does not carry.
    { takes: ['الأفق للتدريب', 'شركة Horizon للاستشارات'], refuses: ['Horizon Coaching', 'Abu Dhabi', '2024', 'الأفق للکوچینگ'] },
  ],
  [rules.wholeNumber, { takes: [1, 60], refuses: [1.5, 60.25] }],
  [rules.wholeDirhams, { takes: [550, 1], refuses: [549.5, 0.99] }],
  [rules.plausibleDomain, { takes: ['laylahaddadcoaching.ae', 'www.example.com', 'coach-1.example.co.uk'], refuses: ['https://example.com', 'example.com/blog', 'Example.com', 'example', 'exa mple.com'] }],
  [rules.gaMeasurementId, { takes: ['G-7Q2RZ4KX9M', 'G-ABC123'], refuses: ['UA-12345678-1', 'g-7q2rz4kx9m', 'G-7Q2RZ4KX9M ', 'GT-7Q2RZ4KX9M', 'G-'] }],
  [rules.umamiWebsiteId, { takes: ['94db1cb1-74f4-4a40-ad6c-962362670409'], refuses: ['94db1cb1-74f4-4a40-ad6c', '94DB1CB1-74F4-4A40-AD6C-962362670409', 'website-id', '{94db1cb1-74f4-4a40-ad6c-962362670409}'] }],
  [
    rules.goatcounterSite,
    {
      takes: ['laylahaddad', 'layla-haddad', 'https://stats.example.org/count'],
      refuses: ['Layla', 'layla haddad', 'laylahaddad.goatcounter.com', 'https://laylahaddad.goatcounter.com', 'http://stats.example.org/count', '-layla'],
      buildAlone: ['https://stats.example.org:port/count'],
    },
  ],
  [
    rules.googleVerification,
    {
      takes: ['q5Ff3k9bT0xW2mZr7HsLcN4vYp1eJdA8uGiKoQwE6tB', 'abc-DEF_123abcdefghijk'],
      refuses: ['<meta name="google-site-verification" content="q5Ff3k9bT0xW2mZr7HsLcN4vYp1eJdA8uGiKoQwE6tB" />', 'content="q5Ff3k9bT0xW2mZr7HsLcN4vYp1eJdA8uGiKoQwE6tB"', 'q5Ff3k9bT0 xW2mZr7HsLcN4vYp1eJdA8uGiKoQwE6tB', 'too-short'],
    },
  ],
  [
    rules.bingVerification,
    {
      takes: ['4F1A9C3E7B2D8F6A0C5E9B3D7F1A2C4E', '4f1a9c3e7b2d8f6a0c5e9b3d7f1a2c4e'],
      refuses: ['<meta name="msvalidate.01" content="4F1A9C3E7B2D8F6A0C5E9B3D7F1A2C4E" />', 'msvalidate.01', '4F1A9C3E7B2D8F6A0C5E9B3D7F1A2C4', '4F1A9C3E-7B2D-8F6A-0C5E-9B3D7F1A2C4E'],
    },
  ],
  [rules.founderPhotoPath, { takes: ['/src/assets/photos/portrait.jpg', '/src/assets/photos/Portrait.JPEG', '/src/assets/photos/p.webp'], refuses: ['/src/assets/photos/portrait.gif', '/src/assets/photos/portrait.heic', '/src/assets/photos/portrait'], buildAlone: ['/elsewhere/portrait.jpg'] }],
]);

/** The rules a settings schema keeps besides those of rules.ts (its own, by its shape's words): samples for them too. */
const ownSamples: { problem: RegExp; takes: Sample[]; refuses: Sample[] }[] = [
  { problem: /full stop/, takes: ['Horizon Coaching LLC', 'الأفق للتدريب ذ.م.م', 'Co. Horizon'], refuses: ['Horizon Coaching L.L.C.', 'الأفق للتدريب ذ.م.م.', 'Horizon。'] },
  { problem: /Arabic-Indic digits/, takes: ['مكتب ١٢، أبوظبي'], refuses: ['مكتب 12، أبوظبي'] },
  { problem: /ISO 3166-1/, takes: ['AE', 'GB'], refuses: ['ae', 'UAE', 'A'] },
];

/** Every field of a schema that carries shapes, by its path in the file. */
function shapedLeaves(schema: JsonSchema, at: string[] = []): { at: string[]; schema: JsonSchema; shapes: ShapeJson[] }[] {
  const shapes = (schema as JsonSchema & { [SHAPES_KEY]?: ShapeJson[] })[SHAPES_KEY];
  if (shapes) return [{ at, schema, shapes }];
  return Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => shapedLeaves(inner, [...at, name]));
}

const settingsCollection = config.collections.find((collection) => collection.name === 'settings') as unknown as { files: { file: string; fields: Field[] }[] };
function editorField(file: string, at: string[]): Field {
  let fields = settingsCollection.files.find((entry) => entry.file === file)!.fields;
  let found: Field | undefined;
  for (const name of at) {
    found = fields.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`the editor has no field ${at.join('.')} in ${file}`);
    fields = found.fields ?? [];
  }
  return found!;
}

const sameShape = (rule: rules.Rule, shape: ShapeJson) => rule.shape?.pattern.source === shape.pattern && rule.shape.problem === shape.problem;

/** A settings file's data as it stands, with one value changed: what the build says of that field. */
function buildRefuses(file: string, at: string[], value: Sample): boolean {
  const entry = settingsFiles.find((candidate) => candidate.file === file)!;
  const data = JSON.parse(readFileSync(path.join(testsSite, file), 'utf8')) as Record<string, unknown>;
  let holder = data;
  // A group the file leaves out (none of its fields given) is made, as the editor makes it.
  for (const name of at.slice(0, -1)) holder = (holder[name] ??= {}) as Record<string, unknown>;
  holder[at.at(-1)!] = value;
  const checked = checkSettings(entry, data);
  return !checked.ok && checked.problems.some((line) => line.startsWith(`${file}: ${at.join('.')}: `));
}

const leaves = settingsFiles.flatMap((entry) => shapedLeaves(jsonSchemaOf(entry.schema)).map((leaf) => ({ file: entry.file, ...leaf })));

test('every rule of the settings with a shape reaches the editor, on the fields the build checks with it', () => {
  const shaped = Object.values(rules).filter((value): value is rules.Rule => typeof value === 'function' && 'shape' in value && value.shape !== undefined);
  expect(shaped.length).toBeGreaterThan(0);
  for (const rule of shaped) expect(leaves.some((leaf) => leaf.shapes.some((shape) => sameShape(rule, shape)))).toBe(true);
  for (const leaf of leaves) {
    const field = editorField(leaf.file, leaf.at);
    expect({ field: leaf.at.join('.'), pattern: field.pattern !== undefined }).toEqual({ field: leaf.at.join('.'), pattern: true });
    // The rule's own words, a sentence each; in Arabic first on a field written in Arabic.
    for (const shape of leaf.shapes) expect(field.pattern![1]).toContain(`That ${shape.problem}.`);
    const arabic = /[\u0600-\u06FF]/;
    if (leaf.at.at(-1) === 'ar') for (const shape of leaf.shapes.filter((candidate) => candidate.ar)) expect(field.pattern![1].startsWith(shape.ar!) || field.pattern![1].includes(`${shape.ar}.`)).toBe(true);
    else expect(field.pattern![1]).not.toMatch(arabic);
    // A whole number is kept as typed, so that its pattern sees the fraction the editor would drop.
    if (field.widget === 'number') expect(field.value_type).toBe('float');
  }
});

test.each(leaves.map((leaf) => [`${leaf.file}: ${leaf.at.join('.')}`, leaf] as const))("%s: the field's pattern refuses what the build refuses", (_name, leaf) => {
  const field = editorField(leaf.file, leaf.at);
  const tables = leaf.shapes.map((shape) => {
    const rule = [...samples.keys()].find((candidate) => sameShape(candidate, shape));
    const table = rule ? samples.get(rule) : ownSamples.find((own) => own.problem.test(shape.problem));
    if (!table) throw new Error(`no samples for the rule "${shape.problem}": add some to this test`);
    return table;
  });
  const buildAlone = new Set(tables.flatMap((table) => ('buildAlone' in table ? (table.buildAlone ?? []) : [])));
  const values = [...new Set(tables.flatMap((table) => [...table.takes, ...table.refuses, ...buildAlone]))];
  const verdicts = values.map((value) => ({ value, build: buildRefuses(leaf.file, leaf.at, value) ? 'refuses' : 'takes', editor: editorTakes(field.pattern!, value) ? 'takes' : 'refuses' }));
  const expected = verdicts.map(({ value, build }) => ({ value, build, editor: buildAlone.has(value) ? 'takes' : build }));
  expect(verdicts).toEqual(expected);
  // Both ways: the table holds values each rule takes and values it refuses.
  expect(verdicts.some(({ build }) => build === 'takes')).toBe(true);
  expect(verdicts.some(({ editor }) => editor === 'refuses')).toBe(true);
});

test("the samples are the rules': what each takes, refuses, and leaves to the build alone", () => {
  for (const [rule, { takes, refuses, buildAlone = [] }] of samples) {
    for (const value of takes) expect({ value, problem: rule(String(value)) }).toEqual({ value, problem: undefined });
    for (const value of [...refuses, ...buildAlone]) expect({ value, refused: rule(String(value)) !== undefined }).toEqual({ value, refused: true });
    for (const value of buildAlone) expect({ value, shape: rule.shape!.pattern.test(String(value)) }).toEqual({ value, shape: true });
  }
});

test("a post's cover and the founder's photo are refused at the field unless of a type the build reads; their hints say the size", () => {
  const posts = config.collections.find((collection) => collection.name === 'posts') as unknown as { fields: Field[] };
  const cover = posts.fields.find((field) => field.name === 'cover')!;
  const photo = editorField(settingsFiles[0]!.file, ['founder', 'photo']);
  for (const field of [cover, photo]) {
    for (const type of rules.PICTURE_TYPES) expect(editorTakes(field.pattern!, `cover${type.toUpperCase()}`)).toBe(true);
    for (const name of ['cover.gif', 'cover.heic', 'cover.svg', 'cover']) expect(editorTakes(field.pattern!, name)).toBe(false);
    expect(field.hint).toMatch(/\d+ × \d+ pixels/);
  }
});

test('the phone says the form the site prints it in, and a price says it is whole dirhams', () => {
  const phone = editorField(settingsFiles[0]!.file, ['contact', 'phone']);
  expect(phone.hint).toContain(rules.phoneAsWritten(rules.PHONE_EXAMPLE));
  expect(phone.pattern![1]).toContain(rules.phoneAsWritten(rules.PHONE_EXAMPLE));
  const prices = leaves.filter((leaf) => leaf.shapes.some((shape) => sameShape(rules.wholeDirhams, shape)));
  expect(prices.length).toBeGreaterThan(0);
  for (const leaf of prices) expect(editorField(leaf.file, leaf.at).hint).toMatch(/whole dirhams/i);
});

test("a field's patterns join into one that a value passes only by passing each", () => {
  const joined = joinPatterns([
    ['/[\\u0600-\\u06FF]/u', 'Arabic.'],
    ['/^(?![\\s\\S]*\\.\\s*$)/u', 'No full stop.'],
  ])!;
  expect(joined[1]).toBe('Arabic. No full stop.');
  expect(['الأفق', 'Horizon الأفق'].map((value) => editorTakes(joined, value))).toEqual([true, true]);
  expect(['Horizon', 'الأفق.', 'Horizon.'].map((value) => editorTakes(joined, value))).toEqual([false, false, false]);
  expect(() => joinPatterns([['/a/i', 'A.'], ['/b/u', 'B.']])).toThrow(/flags/);
});

test("the house style says its rules in each pane's language: a field of both languages in English, then Arabic; a field of Arabic in Arabic first", () => {
  const firstLetter = (text: string) => /\p{L}/u.exec(text)?.[0] ?? '';
  const arabic = /\p{Script=Arabic}/u;
  const pages = config.collections.find((collection) => collection.name === 'pages') as unknown as { files: { fields: Field[] }[] };
  const both = pages.files.flatMap((file) => file.fields.flatMap((field) => [field, ...(field.fields ?? [])])).filter((field) => field.pattern);
  expect(both.length).toBeGreaterThan(0);
  for (const { pattern } of both) {
    expect(firstLetter(pattern![1])).not.toMatch(arabic);
    // The Arabic half: its own sentence, with the Arabic quotation marks.
    expect(pattern![1]).toMatch(/[.;] \p{Script=Arabic}[^]*« »/u);
  }
  const clauses = (config.collections.find((collection) => collection.name === 'settings') as unknown as { files: { name: string; fields: Field[] }[] }).files.find((file) => file.name === 'jurisdictions')!;
  const inArabic = clauses.fields.flatMap((place) => place.fields!.filter((group) => group.name === 'ar').flatMap((group) => group.fields!));
  const inEnglish = clauses.fields.flatMap((place) => place.fields!.filter((group) => group.name === 'en').flatMap((group) => group.fields!));
  expect(inArabic.length).toBeGreaterThan(0);
  for (const { pattern } of inArabic) expect(firstLetter(pattern![1])).toMatch(arabic);
  for (const { pattern } of inEnglish) expect(pattern![1]).not.toMatch(arabic);
});
