import type { SiteConfig } from '../config/site';

/** The meta tag each search console reads its code from. */
const TAG_NAMES = { google: 'google-site-verification', bing: 'msvalidate.01' } as const satisfies Record<keyof SiteConfig['searchConsoles'], string>;

/** The page the consoles read: the site's root, what the address alone serves (the English home). */
export const VERIFIED_PATH = '/';

/**
 * The search consoles' meta tags, as `[name, content]`: on the site's root page only, where Google
 * Search Console and Bing Webmaster Tools look for them (each reads the home page the address
 * serves, in its head, and checks again now and then, so they stay), one per code the settings give.
 */
export function searchConsoleTags(path: string, consoles: SiteConfig['searchConsoles']): [string, string][] {
  if (path !== VERIFIED_PATH) return [];
  return (Object.keys(TAG_NAMES) as (keyof typeof TAG_NAMES)[]).flatMap((key) => {
    const code = consoles[key];
    return code ? [[TAG_NAMES[key], code] as [string, string]] : [];
  });
}
