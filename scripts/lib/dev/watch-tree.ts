/**
 * Watches a folder and every folder under it, as folders added later, for `npm start`.
 *
 * Not `fs.watch(dir, { recursive: true })`: on Linux, Node 20 follows each file it has seen, and
 * loses one that is saved by writing a new copy and renaming it over the old (`sed -i`, and the
 * "safe write" of many editors): the next saves of that file go unseen. A watcher per folder sees
 * its files by name, however they are written.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

const isFolder = (file: string): boolean => {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Calls `changed` with the path (from `dir`, forward slashes) of every file or folder under `dir`
 * that is written, added, renamed or removed, and whether it is (or was) a folder. Returns a
 * function that stops watching.
 */
export function watchTree(dir: string, changed: (file: string, folder: boolean) => void, failed: (message: string) => void = () => undefined): () => void {
  const watchers = new Map<string, FSWatcher>();
  /** Every folder followed and not reported gone: a folder is still one when its removal is reported. */
  const folders = new Set<string>();
  const within = (file: string, folder: string) => file === folder || file.startsWith(folder + path.sep);

  const forget = (folder: string) => {
    for (const [watched, watcher] of watchers) {
      if (within(watched, folder)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };

  const follow = (folder: string) => {
    if (watchers.has(folder)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (_event, name) => {
        // The folder itself went: its parent's watcher says so.
        if (!existsSync(folder)) return forget(folder);
        if (!name) return;
        const file = path.join(folder, name.toString());
        // A folder added or moved in is watched from now on; one removed is let go.
        const wasFolder = folders.has(file);
        const isNowFolder = isFolder(file);
        if (isNowFolder) follow(file);
        else if (!existsSync(file)) {
          forget(file);
          for (const known of folders) if (within(known, file)) folders.delete(known);
        }
        changed(path.relative(dir, file).split(path.sep).join('/'), isNowFolder || wasFolder);
      });
    } catch (error) {
      // Gone already, it needs no watching; anything else is worth a line.
      if (existsSync(folder)) failed(`${folder}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // A watched folder that goes away ends its watcher, on some systems with an error.
    watcher.on('error', () => forget(folder));
    watchers.set(folder, watcher);
    folders.add(folder);
    try {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        if (entry.isDirectory()) follow(path.join(folder, entry.name));
      }
    } catch {
      // Removed as it was being followed: its parent reports that.
    }
  };

  follow(dir);
  return () => forget(dir);
}
