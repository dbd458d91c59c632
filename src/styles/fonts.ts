import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import plexArabic400 from '../assets/generated/fonts/plex-sans-arabic-400.woff2';
import plexArabic700 from '../assets/generated/fonts/plex-sans-arabic-700.woff2';
import type { Locale } from '../config/site';

/**
 * The files every page of a language paints its first screen with; preloaded, so they are there
 * for the first paint. Their @font-face rules are in the page's own stylesheet
 * (src/styles/global-css.ts). An Arabic page needs the Latin face too: its header's language
 * switch, e-mail and phone number are Latin.
 */
export const criticalFonts: Record<Locale, string[]> = {
  en: [jakartaLatin],
  ar: [plexArabic400, plexArabic700, jakartaLatin],
};
