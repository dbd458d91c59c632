import puppeteer, { type Browser } from 'puppeteer';

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

export const launchBrowser = (): Promise<Browser> => puppeteer.launch({ headless: true, args: chromiumArgs });
