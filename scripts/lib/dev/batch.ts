/**
 * Gathers changed files into batches for `npm start`'s watcher: a batch starts once no file has
 * changed for `quietMs` (an editor's save is often several events, a rename, a write, a chmod),
 * and batches run one at a time; files that change while one runs make the next.
 */
export interface Batcher {
  /** A file changed. */
  add(file: string): void;
  /** Resolves once every file added so far has been through a batch. */
  idle(): Promise<void>;
}

export function batcher(runBatch: (files: string[]) => Promise<void>, quietMs = 150): Batcher {
  const waiting = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (waiting.size > 0 || timer || running) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(start, quietMs);
  };

  function start() {
    timer = undefined;
    // The batch running now ends by scheduling the next.
    if (running) return;
    const files = [...waiting];
    waiting.clear();
    running = runBatch(files)
      .catch(() => undefined)
      .then(() => {
        running = undefined;
        if (waiting.size > 0) schedule();
        else settle();
      });
  }

  return {
    add(file) {
      waiting.add(file);
      schedule();
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
  };
}
