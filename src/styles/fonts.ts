import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import plexArabic400 from '../assets/generated/fonts/plex-sans-arabic-400.woff2';
import plexArabic700 from '../assets/generated/fonts/plex-sans-arabic-700.woff2';
import type { Locale } from '../config/site';
import { STYLESHEET_ATTRIBUTE } from '../config/runtime';

/**
 * The complete faces a language's pages are drawn with (their @font-face rules are in the page's
 * own stylesheet, src/styles/global-css.ts). An Arabic page needs the Latin face too: its header's
 * language switch, e-mail and phone number are Latin.
 */
const faces: Record<Locale, string[]> = {
  en: [jakartaLatin],
  ar: [plexArabic400, plexArabic700, jakartaLatin],
};

/**
 * The files to preload when the app shows `locale`: none where the page came with that language's
 * first-screen faces (a link marked STYLESHEET_ATTRIBUTE, written by the build); after a move to the
 * other language, its complete faces, so they are on their way before its first layout asks.
 */
export const facesToPreload = (locale: Locale): string[] =>
  typeof document === 'undefined' || document.querySelector(`link[${STYLESHEET_ATTRIBUTE}="${locale}"]`) ? [] : faces[locale];
