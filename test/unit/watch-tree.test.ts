/**
 * @jest-environment node
 *
 * `npm start`'s watcher sees every save, however an editor writes it. Real files and real
 * watchers in a temporary folder: each check waits, at most a few seconds, for the event.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchTree } from '../../scripts/lib/dev/watch-tree';

let dir: string;
let seen: string[];
let stop: () => void;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'watch-tree-'));
  mkdirSync(path.join(dir, 'home'));
  writeFileSync(path.join(dir, 'home', 'en.json'), '{}');
  seen = [];
  stop = watchTree(dir, (file, folder) => seen.push(folder ? `${file}/` : file));
});
afterEach(() => {
  stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Waits until `file` has been reported since the last call, then forgets what was reported. */
async function reported(file: string): Promise<void> {
  for (let waited = 0; !seen.includes(file); waited += 20) {
    if (waited > 5000) throw new Error(`${file} was not reported; only ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  seen = [];
}

const save = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
/** As `sed -i` and many editors' "safe write" save: a new copy renamed over the file. */
const saveByRename = (file: string, text: string) => {
  writeFileSync(path.join(dir, `${file}.tmp`), text);
  renameSync(path.join(dir, `${file}.tmp`), path.join(dir, file));
};

describe('watchTree', () => {
  it('reports a file written in place, in a folder below the one watched', async () => {
    save('home/en.json', '{"a":1}');
    await reported('home/en.json');
  });

  it('goes on reporting a file after it was saved by renaming a new copy over it', async () => {
    saveByRename('home/en.json', '{"a":2}');
    await reported('home/en.json');
    save('home/en.json', '{"a":3}');
    await reported('home/en.json');
    saveByRename('home/en.json', '{"a":4}');
    await reported('home/en.json');
  });

  it('watches a folder added after it started, and reports its removal, as a folder', async () => {
    mkdirSync(path.join(dir, 'new-post'));
    await reported('new-post/');
    save('new-post/en.md', 'words');
    await reported('new-post/en.md');
    rmSync(path.join(dir, 'new-post'), { recursive: true });
    await reported('new-post/');
  });
});
