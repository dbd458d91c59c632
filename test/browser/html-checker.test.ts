/**
 * Every prerendered document, as the W3C Nu Html Checker (vnu.jar, from the npm package vnu-jar)
 * reads it: no error and no warning. One Java run checks them all (a start of the checker costs
 * seconds; a file, milliseconds).
 *
 * dist/admin/ is left out: it is not a prerendered page but the owner's editor, a third-party
 * application whose page shell follows that editor's conventions (its configuration link's
 * `rel`), which the site cannot change to suit the checker.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(__dirname, '../../dist');
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

/** Every .html file under dist/, except the editor's. */
const documents = (dir = dist): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return path.relative(dist, file) === 'admin' ? [] : documents(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Runs the checker once over the files; resolves with its messages (it exits 1 when it has any error). */
function check(files: string[]): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', vnuJar, '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
        reject(new Error('java not found on the PATH: the Nu Html Checker needs Java 11 or later (install the Debian package default-jre-headless)'));
        return;
      }
      try {
        resolve((JSON.parse(stderr) as { messages: Message[] }).messages);
      } catch {
        reject(new Error(`the Nu Html Checker did not answer in JSON: ${error?.message ?? ''}\n${stderr.slice(0, 2000)}`));
      }
    });
  });
}

/** An error or a warning, as one line: file, line, message, and the markup it is about. */
const asLine = (message: Message) => {
  const file = message.url ? path.relative(dist, new URL(message.url).pathname) : '(checker)';
  const where = message.lastLine ? `${message.lastLine}${message.firstColumn ? `:${message.firstColumn}` : ''}` : '';
  const kind = message.type === 'info' ? 'warning' : 'error';
  const extract = message.extract ? `  [${message.extract.replace(/\s+/g, ' ').trim()}]` : '';
  return `dist/${file}:${where}: ${kind}: ${message.message}${extract}`;
};

it('finds no error and no warning in any prerendered document (W3C Nu Html Checker)', async () => {
  const files = documents();
  // Every built page in both languages, the not-found document: more than a handful.
  expect(files.length).toBeGreaterThan(10);
  expect(files.some((file) => file.includes(`${path.sep}admin${path.sep}`))).toBe(false);
  const messages = await check(files);
  // Plain information (no subType) is neither: the checker's notes, not findings.
  const findings = messages.filter((message) => message.type !== 'info' || message.subType === 'warning');
  expect(findings.map(asLine)).toEqual([]);
}, 300_000);
