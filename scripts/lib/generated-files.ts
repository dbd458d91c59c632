/**
 * Writes a folder of generated modules so that it holds exactly `files`, touching only what
 * changed: a file whose text is already there is left alone, and a file no longer generated is
 * removed. The dev server (`npm start`) then sees only the modules that really changed, and
 * rebuilds and updates only those; it never sees the folder empty, as it would between deleting
 * and rewriting it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `dir`, as paths from it with forward slashes; none when it does not exist. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])),
  );
  return nested.flat();
}

async function textOf(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Makes `dir` hold `files` (path from `dir` with forward slashes → text) and nothing else.
 * Returns how many files it wrote or removed: 0 when the folder already held them.
 */
export async function writeGeneratedFiles(dir: string, files: Record<string, string>): Promise<number> {
  const wanted = new Set(Object.keys(files));
  const stale = (await filesUnder(dir)).filter((file) => !wanted.has(file));
  const written = await Promise.all(
    Object.entries(files).map(async ([name, text]) => {
      const file = path.join(dir, name);
      if ((await textOf(file)) === text) return false;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      return true;
    }),
  );
  await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
  return written.filter(Boolean).length + stale.length;
}
