import type { Locale } from '../config/site';
import { localizePath } from '../i18n/locale';

/** Where each language's RSS feed of the blog is served (written by scripts/write-feeds.ts). */
export const feedPath = (locale: Locale): string => localizePath('/blog/feed.xml', locale);
