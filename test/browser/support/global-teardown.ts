import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Started } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const started = (globalThis as { browserTestsStarted?: Started }).browserTestsStarted;
  if (!started) return;
  await started.browser.close();
  started.server.closeAllConnections();
  await new Promise((resolve) => started.server.close(resolve));
  rmSync(path.dirname(started.file), { recursive: true, force: true });
}
