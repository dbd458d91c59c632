import { readFileSync } from 'node:fs';

/** The served origin and the browser's DevTools endpoint, written once per run by global-setup.ts. */
export interface SharedSite {
  origin: string;
  wsEndpoint: string;
}

/** The environment variable naming the file that holds them. */
export const SHARED_SITE_VARIABLE = 'BROWSER_TESTS_SITE';

export function sharedSite(): SharedSite {
  const file = process.env[SHARED_SITE_VARIABLE];
  if (!file) throw new Error(`${SHARED_SITE_VARIABLE} is not set: run the browser tests through jest's browser project, whose globalSetup serves dist/ and starts Chromium`);
  return JSON.parse(readFileSync(file, 'utf8')) as SharedSite;
}
