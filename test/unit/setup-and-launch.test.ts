/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kindOf } from '../../scripts/lib/field-rules';
import { ADMIN_SITE_SUFFIX, editorAddress } from '../../scripts/lib/admin-site';
import { FIREBASE_RC, launchProblems, launchReport, reminders } from '../../scripts/lib/launch-check';
import { placeholders } from '../../scripts/lib/placeholders';
import { compileSettings } from '../../scripts/lib/settings/compile';
import { settingsFile, settingsFiles } from '../../scripts/lib/settings/files';
import { readSettings, settingsText, type SettingsField } from '../../scripts/lib/settings/source';
import founderAr from '../../src/content/generated/ar/founder';
import homeAr from '../../src/content/generated/ar/home';
import founderEn from '../../src/content/generated/en/founder';
import homeEn from '../../src/content/generated/en/home';
import { guideReferences, guideSteps } from '../support/going-live';
import { fixtureData, fixtureFields, projectWith } from '../support/settings-fixtures';

const root = path.join(__dirname, '../..');
/** The pages' words a reminder points at, in both languages, by the file it names. */
const contentByLocale = (file: string): unknown[] => (file.includes('/home/') ? [homeEn, homeAr] : [founderEn, founderAr]);
const tsNode = require.resolve('ts-node/dist/bin.js');

/** The files setup reads and writes, with the template's placeholders for settings: the owner's stay as they are. */
const copyOfProject = (): string => projectWith('template');

/** An answer an owner might give to a field, by its kind ('' takes the suggestion, or leaves an optional link out). */
function answerFor(field: SettingsField, index: number): string {
  if (field.name === 'site.social.tiktok') return '';
  switch (kindOf(field)) {
    case 'origin':
      return 'https://www.amal-coaching.ae';
    case 'url':
      return `https://book.amal-coaching.ae/${field.name.split('.').slice(1).join('-')}`;
    case 'email':
      return 'hello@amal-coaching.ae';
    case 'e164':
      return '+971501234567';
    case 'slug':
      return '';
    case 'arabic':
      return `أمل ${'٠١٢٣٤٥٦٧٨٩'[index % 10]}`;
    default:
      return `Amal ${field.key} ${index}`;
  }
}

const run = (script: string, args: string[], input?: string) =>
  spawnSync(process.execPath, [tsNode, `scripts/${script}`, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });

describe('npm run setup, then npm run check:launch', () => {
  let dir = '';
  beforeAll(() => {
    dir = copyOfProject();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every placeholder of the shipped settings, and the missing Firebase project, one line each with its file, and exits 1', () => {
    const result = run('check-launch.ts', ['--root', dir]);
    expect(result.status).toBe(1);
    const expected = placeholders(readSettings(dir));
    expect(expected.length).toBeGreaterThan(20);
    for (const field of expected) expect(result.stdout).toContain(`\n  ${field.file}: ${field.path} = ${JSON.stringify(field.value)} `);
    expect(result.stdout).toContain(`\n  ${FIREBASE_RC}: projects.default is missing: create ${FIREBASE_RC}`);
    // A preview may carry them: it lists them and passes.
    expect(launchReport(dir, { preview: true })).toMatchObject({ failed: false });
  });

  it('is never ready while the build would stop: a settings file it refuses is named in its line, without a stack', () => {
    const fresh = projectWith('another-owner');
    expect(run('check-launch.ts', ['--root', fresh]).status).toBe(0);
    writeFileSync(path.join(fresh, 'src/config/settings/figures.json'), '{ "lives": 100, "businesses": 15 "satisfaction": 85, "years": 20 }\n');
    const result = run('check-launch.ts', ['--root', fresh, '--preview']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('\n  src/config/settings/figures.json: line 1, column 34: is not valid JSON here (a missing comma or quote?)\n');
    expect(result.stdout).not.toContain('Ready for launch');
    rmSync(fresh, { recursive: true, force: true });
  });

  it('names a Firebase project still the guide\'s example, and an outbound link that is not https', () => {
    const fresh = copyOfProject();
    const missing = launchProblems(fresh).find(({ file }) => file === FIREBASE_RC);
    writeFileSync(path.join(fresh, FIREBASE_RC), '{ "projects": { "default": "your-project-id" } }\n');
    const services = path.join(fresh, 'src/config/settings/services.json');
    writeFileSync(services, readFileSync(services, 'utf8').replace('https://pay.example.com/life-coaching-session', 'http://pay.amal-coaching.ae/life'));
    const problems = launchProblems(fresh);
    expect(problems).toContainEqual({ file: FIREBASE_RC, field: 'projects.default', value: 'your-project-id', why: expect.stringMatching(/^is the guide's example: name your Firebase project's ID there/) });
    expect(problems).toContainEqual({ file: 'src/config/settings/services.json', field: 'lifeCoaching.payment', value: 'http://pay.amal-coaching.ae/life', why: 'is not https' });
    // Missing or the example, the line sends the owner to the going-live guide's step by its number and title, as the guide has it.
    const steps = guideSteps(root);
    for (const problem of [missing, problems.find(({ file }) => file === FIREBASE_RC)]) {
      const named = guideReferences(problem?.why ?? '');
      expect(named).toHaveLength(1);
      expect(named.map(({ step }) => `step ${step}: ${steps.get(step)}`)).toEqual(named.map(({ step, title }) => `step ${step}: ${title}`));
    }
    rmSync(fresh, { recursive: true, force: true });
  });

  it('asks for each with piped answers, refuses bad ones and asks again, and leaves nothing for the check', () => {
    const todo = placeholders(readSettings(dir));
    const lines = todo.flatMap((field, index) => {
      const good = answerFor(field, index);
      if (field.name === 'site.origin') return ['http://www.amal-coaching.ae', good];
      if (field.name === 'site.contact.phone') return ['+971 50 123', '+97150123456', good];
      if (field.name === 'legal.registeredAddress.ar') return ['مكتب 12، أبوظبي', good];
      return [good];
    });
    const result = run('setup.ts', ['--root', dir], `${lines.join('\n')}\n`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"http://www.amal-coaching.ae": That must start with https://');
    expect(result.stdout).toContain('"+971 50 123": That is not an international number');
    expect(result.stdout).toContain('"+97150123456": That is not a phone number of its country');
    expect(result.stdout).toContain('"مكتب 12، أبوظبي": That must write its numbers in Arabic-Indic digits');
    expect(result.stdout.match(/\) Phone number for calls and WhatsApp/g)).toHaveLength(3);

    const after = readSettings(dir);
    const value = (name: string) => after.find((f) => f.name === name)?.value;
    expect(value('site.founder.firstName')).toBe('amal');
    expect(value('site.contact.phone')).toBe('+971501234567');
    // A social network answered with Enter is left out of the file, as the editor leaves it out, and not asked for again.
    expect(value('site.social.tiktok')).toBeUndefined();
    // The Firebase project is the one thing setup leaves to the owner's guide.
    expect(launchProblems(dir)).toEqual([expect.objectContaining({ file: FIREBASE_RC, field: 'projects.default' })]);
    writeFileSync(path.join(dir, FIREBASE_RC), '{ "projects": { "default": "amal-coaching" } }\n');
    expect(launchProblems(dir)).toEqual([]);
    expect(launchReport(dir)).toMatchObject({ failed: false });
  });

  it('writes settings that pass their schema, in the shape the editor writes: two-space indent, final newline, the keys in their order', () => {
    const { values, problems } = compileSettings(dir);
    expect(problems).toEqual([]);
    const site = values.find(({ entry }) => entry.name === 'site')?.value as { contact: { phoneDisplay: string }; social: Record<string, string> };
    expect(site.contact.phoneDisplay).toBe('+971 50 123 4567');
    expect(Object.keys(site.social)).toEqual(['instagram', 'linkedin', 'youtube']);
    for (const { file } of settingsFiles) {
      const written = readFileSync(path.join(dir, file), 'utf8');
      const shipped = structuredClone(fixtureData('template', path.basename(file, '.json'))) as { social?: Record<string, unknown> };
      // The network answered with Enter is left out, as the editor leaves it out.
      delete shipped.social?.tiktok;
      expect(written).toBe(settingsText(JSON.parse(written)));
      const keys = (data: unknown): unknown => (data !== null && typeof data === 'object' ? Object.entries(data).map(([key, child]) => [key, keys(child)]) : null);
      expect(keys(JSON.parse(written))).toEqual(keys(shipped));
    }
  });

  it('ends with a clear line when the answers run out, having written nothing', () => {
    const fresh = copyOfProject();
    const before = settingsFiles.map(({ file }) => readFileSync(path.join(fresh, file), 'utf8'));
    const result = run('setup.ts', ['--root', fresh], 'https://www.amal-coaching.ae\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the input ended\. Nothing was written\./);
    expect(settingsFiles.map(({ file }) => readFileSync(path.join(fresh, file), 'utf8'))).toEqual(before);
    rmSync(fresh, { recursive: true, force: true });
  });
});

describe('the reminders', () => {
  it('point at fields the pages have, in both languages', () => {
    const fields = reminders.flatMap((r) => r.where).filter((w) => /\/(home|founder)\/\{en,ar\}\.json$/.test(w.file));
    expect([...new Set(fields.map((w) => w.file))]).toEqual(['src/content/pages/home/{en,ar}.json', 'src/content/pages/founder/{en,ar}.json']);
    for (const { file, fields: names } of fields) {
      for (const content of contentByLocale(file)) {
        for (const name of names) {
          const value = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], content);
          expect(Array.isArray(value) && value.length > 0).toBe(true);
        }
      }
    }
  });

  it('remind of the founder’s credentials while either language keeps the generic wording, and not once both name their own', () => {
    const credentials = (report: string[]) => report.some((line) => line.includes('generic wording'));
    const fresh = copyOfProject();
    const tick = (locale: string, generic: boolean) => {
      const file = path.join(fresh, `src/content/pages/founder/${locale}.json`);
      const words = JSON.parse(readFileSync(file, 'utf8'));
      words.expertise.credentials.genericWording = generic;
      writeFileSync(file, settingsText(words));
    };
    const untick = (locale: string) => tick(locale, false);
    // Whatever the owner's pages say now: both still generic, as the template ships them.
    for (const locale of ['en', 'ar']) tick(locale, true);
    expect(credentials(launchReport(fresh).lines)).toBe(true);
    untick('en');
    expect(credentials(launchReport(fresh).lines)).toBe(true);
    untick('ar');
    expect(credentials(launchReport(fresh).lines)).toBe(false);
    // The sectors are reminded of whatever the credentials say.
    expect(launchReport(fresh).lines.some((line) => line.includes('sectors'))).toBe(true);
    rmSync(fresh, { recursive: true, force: true });
  });

  it('remind that the WhatsApp number must have an account while the button shows, and not while it is off', () => {
    const whatsapp = (report: string[]) => report.some((line) => line.includes('WhatsApp account'));
    const fresh = projectWith('another-owner');
    expect(fixtureData('another-owner', 'site').whatsappButton.show).toBe(true);
    expect(whatsapp(launchReport(fresh).lines)).toBe(true);
    expect(launchReport(fresh).failed).toBe(false);
    const file = path.join(fresh, settingsFile('site').file);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.whatsappButton.show = false;
    writeFileSync(file, settingsText(data));
    expect(whatsapp(launchReport(fresh).lines)).toBe(false);
    rmSync(fresh, { recursive: true, force: true });
  });

  it("remind to create the editor's Hosting site, by its ID, while Google Analytics is on, and not while it is off", () => {
    const fresh = projectWith('another-owner');
    const project = JSON.parse(readFileSync(path.join(fresh, FIREBASE_RC), 'utf8')).projects.default as string;
    const id = `${project}${ADMIN_SITE_SUFFIX}`;
    const editorSite = (report: string[]) => report.filter((line) => line.includes('Add another site'));
    expect(fixtureData('another-owner', 'analytics').googleAnalytics.measurementId).toBeTruthy();
    const [line] = editorSite(launchReport(fresh).lines);
    expect(line).toContain(`ID ${id})`);
    expect(line).toContain(editorAddress(id));
    const steps = guideSteps(root);
    expect(guideReferences(line ?? '')).toHaveLength(1);
    for (const { step, title } of guideReferences(line ?? '')) expect(steps.get(step)).toBe(title);
    expect(readFileSync(path.join(root, 'docs/going-live.md'), 'utf8')).toContain(`### ${/"(If the site [^"]+)"\.$/.exec(line ?? '')?.[1]}\n`);
    expect(launchReport(fresh).failed).toBe(false);
    const file = path.join(fresh, settingsFile('analytics').file);
    const data = JSON.parse(readFileSync(file, 'utf8'));
    delete data.googleAnalytics;
    writeFileSync(file, settingsText(data));
    expect(editorSite(launchReport(fresh).lines)).toEqual([]);
    rmSync(fresh, { recursive: true, force: true });
  });

  it('remind, while Google Analytics is on, of its property and stream, of the history page views to switch off and why its banner is there, and not while it is off', () => {
    const google = (report: string[]) => report.find((line) => line.includes('Google Analytics counts only once'));
    const cookieless = (report: string[]) => report.some((line) => line.includes('account with each service chosen'));
    const fresh = projectWith('another-owner');
    const file = path.join(fresh, settingsFile('analytics').file);
    const change = (edit: (data: Record<string, unknown>) => void) => {
      const data = JSON.parse(readFileSync(file, 'utf8'));
      edit(data);
      writeFileSync(file, settingsText(data));
    };
    expect(fixtureData('another-owner', 'analytics').googleAnalytics.measurementId).toMatch(/^G-/);
    const { lines, failed } = launchReport(fresh);
    expect(failed).toBe(false);
    const reminder = google(lines);
    expect(reminder).toMatch(/property and web data stream/);
    expect(reminder).toMatch(/switch off 'Page changes based on browser history events'/);
    expect(reminder).toMatch(/counts twice/);
    expect(reminder).toMatch(/sets cookies \(_ga, _ga_<ID>\)/);
    expect(reminder).toMatch(/banner/);
    expect(reminder).toMatch(/not legal advice/);
    expect(lines[lines.indexOf(reminder!) + 1]).toBe('      src/config/settings/analytics.json: googleAnalytics.measurementId');
    // Google's alone: its reminder, not the cookieless services'.
    change((data) => {
      for (const service of ['plausible', 'umami', 'goatcounter']) delete data[service];
    });
    expect([google(launchReport(fresh).lines) !== undefined, cookieless(launchReport(fresh).lines)]).toEqual([true, false]);
    change((data) => delete data.googleAnalytics);
    expect(google(launchReport(fresh).lines)).toBeUndefined();
    rmSync(fresh, { recursive: true, force: true });
  });

  it('list two posts closing on one formula as words to look at, which never fail the check', () => {
    const fresh = projectWith('another-owner');
    expect(launchReport(fresh).failed).toBe(false);
    const closings = {
      'closing-a': 'Start today: message me and we will plan your first month.',
      'closing-b': 'When you are ready, message me and we will plan your first month together.',
    };
    for (const [slug, closing] of Object.entries(closings)) {
      mkdirSync(path.join(fresh, 'src/content/blog', slug));
      writeFileSync(path.join(fresh, 'src/content/blog', slug, 'index.en.md'), `---\ntitle: ${slug}\n---\n\nAn opening of its own.\n\n## Next\n\n${closing}\n`);
    }
    const { lines, failed } = launchReport(fresh);
    expect(failed).toBe(false);
    const line = lines.indexOf(
      '  src/content/blog/closing-a/index.en.md and src/content/blog/closing-b/index.en.md: the closing paragraphs share "message me and we will plan your first month"; give each post its own closing',
    );
    const heading = lines.indexOf('To look at (publishing goes ahead):');
    expect(heading).toBeGreaterThan(-1);
    expect(line).toBeGreaterThan(heading);
    rmSync(fresh, { recursive: true, force: true });
  });

  it('point at fields the settings files have', () => {
    // A reminder that holds only while a setting is given is checked against another owner's, who gives it.
    const settings = [...readSettings(root), ...fixtureFields('another-owner').filter((field) => reminders.some((r) => r.while && r.where.some((w) => w.file === field.file)))];
    const named = reminders.flatMap((r) => r.where).filter((w) => settingsFiles.some(({ file }) => file === w.file));
    expect(named.map((w) => w.file)).toEqual([
      'src/config/settings/services.json',
      'src/config/settings/figures.json',
      'src/config/settings/analytics.json',
      'src/config/settings/analytics.json',
      'src/config/settings/site.json',
    ]);
    for (const { file, fields: names } of named) {
      for (const name of names) {
        const pattern = new RegExp(`^${name.replace('.', '\\.').replace('<service>', '[a-zA-Z]+')}$`);
        expect(settings.filter((field) => field.file === file && pattern.test(field.path)).map((field) => field.path)).not.toEqual([]);
      }
    }
  });
});
