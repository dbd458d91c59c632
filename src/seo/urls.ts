import { site } from '../config/site';

/** An absolute URL on the site's origin, for canonical, hreflang, share and structured-data links. */
export const absoluteUrl = (path: string): string => new URL(path, `${site.origin}/`).toString().replace(/\/$/, '') || site.origin;
