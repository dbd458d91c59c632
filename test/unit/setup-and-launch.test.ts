/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { type ConfigField, readConfig } from '../../scripts/lib/config-source';
import { kindOf } from '../../scripts/lib/field-rules';
import { launchProblems, launchReport, reminders } from '../../scripts/lib/launch-check';
import { placeholders } from '../../scripts/lib/placeholders';
import founderAr from '../../src/content/generated/ar/founder';
import homeAr from '../../src/content/generated/ar/home';
import founderEn from '../../src/content/generated/en/founder';
import homeEn from '../../src/content/generated/en/home';

const root = path.join(__dirname, '../..');
/** The pages' words a reminder points at, in both languages, by the file it names. */
const contentByLocale = (file: string): unknown[] => (file.endsWith('/home.ts') ? [homeEn, homeAr] : [founderEn, founderAr]);
const tsNode = require.resolve('ts-node/dist/bin.js');

/** The files setup reads and writes, copied so that the real ones stay as they are. */
function copyOfProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'setup-'));
  for (const item of ['src/config', 'src/content', 'firebase.json', 'tsconfig.json']) {
    cpSync(path.join(root, item), path.join(dir, item), { recursive: true, filter: (from) => !from.includes('generated') });
  }
  return dir;
}

/** An answer an owner might give to a field, by its kind ('' takes the suggestion). */
function answerFor(field: ConfigField, index: number): string {
  switch (kindOf(field)) {
    case 'origin':
      return 'https://www.amal-coaching.ae';
    case 'url':
      return `https://book.amal-coaching.ae/${field.name.split('.').slice(1).join('-')}`;
    case 'email':
      return 'hello@amal-coaching.ae';
    case 'e164':
      return '+971501234567';
    case 'phone':
    case 'slug':
      return '';
    case 'arabic':
      return `أمل ${index}`;
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

  it('names every placeholder of the shipped config, one line each with its file, and exits 1', () => {
    const result = run('check-launch.ts', ['--root', dir]);
    expect(result.status).toBe(1);
    const expected = placeholders(readConfig(dir));
    expect(expected.length).toBeGreaterThan(20);
    for (const field of expected) expect(result.stdout).toContain(`${field.file}: ${field.name} = `);
    // A preview may carry them: it lists them and passes.
    expect(launchReport(dir, { preview: true })).toMatchObject({ failed: false });
  });

  it('asks for each with piped answers, refuses bad ones and asks again, and leaves nothing for the check', () => {
    const todo = placeholders(readConfig(dir));
    const lines = todo.flatMap((field, index) => {
      const good = answerFor(field, index);
      if (field.name === 'site.origin') return ['http://www.amal-coaching.ae', good];
      if (field.name === 'site.contact.whatsappE164') return ['+971 50 123', good];
      return [good];
    });
    const result = run('setup.ts', ['--root', dir], `${lines.join('\n')}\n`);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('"http://www.amal-coaching.ae": It must start with https://');
    expect(result.stdout).toContain('"+971 50 123": Not an international number');
    expect(result.stdout.match(/\) WhatsApp number with country code/g)).toHaveLength(2);

    const after = readConfig(dir);
    const value = (name: string) => after.find((f) => f.name === name)?.value;
    expect(value('site.founder.firstName')).toBe('amal');
    expect(value('site.contact.whatsappDisplay')).toBe('+971 50 123 4567');
    expect(readFileSync(path.join(dir, 'firebase.json'), 'utf8')).toContain(
      `form-action 'self' ${new URL(String(value('site.formEndpoint'))).origin};`,
    );
    expect(launchProblems(dir)).toEqual([]);
    expect(launchReport(dir)).toMatchObject({ failed: false });
  });

  it('writes config modules that still type-check', () => {
    const files = readConfig(dir).map((f) => path.join(dir, f.file));
    const options = { ...ts.parseJsonConfigFileContent({ compilerOptions: { strict: true, noUncheckedIndexedAccess: true, target: 'ES2022', module: 'esnext', moduleResolution: 'bundler', noEmit: true, skipLibCheck: true, types: [] } }, ts.sys, dir).options };
    const diagnostics = ts.getPreEmitDiagnostics(ts.createProgram([...new Set(files)], options));
    expect(diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  });

  it('ends with a clear line when the answers run out, having written nothing', () => {
    const fresh = copyOfProject();
    const before = readFileSync(path.join(fresh, 'src/config/site.ts'), 'utf8');
    const result = run('setup.ts', ['--root', fresh], 'https://www.amal-coaching.ae\n');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the input ended\. Nothing was written\./);
    expect(readFileSync(path.join(fresh, 'src/config/site.ts'), 'utf8')).toBe(before);
    rmSync(fresh, { recursive: true, force: true });
  });
});

describe('the reminders', () => {
  it('point at fields the pages have, in both languages', () => {
    const fields = reminders.flatMap((r) => r.where).filter((w) => /\/(home|founder)\.ts$/.test(w.file));
    for (const { file, fields: names } of fields) {
      for (const content of contentByLocale(file)) {
        for (const name of names) {
          const value = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], content);
          expect(Array.isArray(value) && value.length > 0).toBe(true);
        }
      }
    }
  });
});
