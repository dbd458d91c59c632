import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import plexArabic400 from '../assets/generated/fonts/plex-sans-arabic-400.woff2';
import plexArabic700 from '../assets/generated/fonts/plex-sans-arabic-700.woff2';
import type { Locale } from '../config/site';

/**
 * The files every page of a language paints its first text with; preloaded. Their
 * @font-face rules are in the page's own stylesheet (src/styles/global-css.ts).
 */
/** The Latin face: preloaded too by an Arabic page whose article is in English (src/pages/blog/blog-post-page.tsx). */
export const latinFont = jakartaLatin;

export const criticalFonts: Record<Locale, string[]> = {
  en: [jakartaLatin],
  ar: [plexArabic400, plexArabic700],
};
