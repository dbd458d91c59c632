/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeGeneratedFiles } from '../../scripts/lib/generated-files';

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'generated-')), 'out');
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
/** Sets a file's modification time to the epoch: a rewrite, even of the same text, moves it. */
const age = (name: string) => utimesSync(path.join(dir, name), 0, 0);
const modified = (name: string) => statSync(path.join(dir, name)).mtimeMs;

describe('writeGeneratedFiles', () => {
  it('creates the folder and every file, nested ones included', async () => {
    expect(await writeGeneratedFiles(dir, { 'a.ts': 'A', 'en/b.ts': 'B' })).toBe(2);
    expect(read('a.ts')).toBe('A');
    expect(read('en/b.ts')).toBe('B');
  });

  it('leaves a file whose text is already there untouched, and rewrites only the one that changed', async () => {
    await writeGeneratedFiles(dir, { 'a.ts': 'A', 'en/b.ts': 'B' });
    age('a.ts');
    age('en/b.ts');
    expect(await writeGeneratedFiles(dir, { 'a.ts': 'A', 'en/b.ts': 'B2' })).toBe(1);
    expect(modified('a.ts')).toBe(0);
    expect(modified('en/b.ts')).toBeGreaterThan(0);
    expect(read('en/b.ts')).toBe('B2');
  });

  it('reports no change when the folder already holds the files', async () => {
    await writeGeneratedFiles(dir, { 'a.ts': 'A', 'bodies/x.en.json': '"<p>x</p>"' });
    expect(await writeGeneratedFiles(dir, { 'a.ts': 'A', 'bodies/x.en.json': '"<p>x</p>"' })).toBe(0);
  });

  it('removes what is no longer generated, at any depth, and nothing else', async () => {
    await writeGeneratedFiles(dir, { 'a.ts': 'A', 'en/old.ts': 'O', 'en/kept.ts': 'K' });
    mkdirSync(path.join(dir, 'deep', 'er'), { recursive: true });
    writeFileSync(path.join(dir, 'deep', 'er', 'stale.ts'), 'S');
    expect(await writeGeneratedFiles(dir, { 'a.ts': 'A', 'en/kept.ts': 'K' })).toBe(2);
    expect(existsSync(path.join(dir, 'en', 'old.ts'))).toBe(false);
    expect(existsSync(path.join(dir, 'deep', 'er', 'stale.ts'))).toBe(false);
    expect(read('en/kept.ts')).toBe('K');
  });
});
