/**
 * Once per run of the browser tests: the built dist/ served as `npm run preview` serves it, and one
 * headless Chromium. Every test file connects to both (support/site.ts startSite) instead of
 * starting its own: a launch and a server per file cost more than most files' tests.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer';
import { launchBrowser } from '../../../scripts/lib/chromium';
import { originOf } from '../../../scripts/lib/origin';
import { serveDist } from '../../../scripts/serve-dist';
import { SHARED_SITE_VARIABLE, type SharedSite } from './shared-site';

/** What the teardown closes: it runs in this same process. */
export interface Started {
  server: Server;
  browser: Browser;
  file: string;
}

export default async function globalSetup(): Promise<void> {
  const [server, browser] = await Promise.all([serveDist(), launchBrowser()]);
  const shared: SharedSite = { origin: originOf(server), wsEndpoint: browser.wsEndpoint() };
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'browser-tests-')), 'site.json');
  writeFileSync(file, JSON.stringify(shared));
  // The workers inherit this process's environment: the file's name is how they find it.
  process.env[SHARED_SITE_VARIABLE] = file;
  (globalThis as { browserTestsStarted?: Started }).browserTestsStarted = { server, browser, file };
}
