import type { Server } from 'node:http';
import puppeteer, { type Browser } from 'puppeteer';
import { originOf } from './origin';

/**
 * Flags for headless Chromium as root on a closed network: no sandbox (root),
 * no GPU, no background calls home that the network would refuse.
 * The browser itself comes from .puppeteerrc.cjs (the system Chromium when there is one).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `extraArgs`: the audit's browser also accepts its local server's self-signed certificate. */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> => puppeteer.launch({ headless: true, args: [...chromiumArgs, ...extraArgs] });

/** Runs `work` with a browser pointed at a local server, then closes both. */
export async function browse<T>(server: Server, work: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const browser = await launchBrowser();
  try {
    return await work(browser, originOf(server));
  } finally {
    await browser.close();
    server.close();
  }
}
