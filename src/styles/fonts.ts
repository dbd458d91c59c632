import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import plexArabic400 from '../assets/generated/fonts/plex-sans-arabic-400.woff2';
import plexArabic700 from '../assets/generated/fonts/plex-sans-arabic-700.woff2';
import type { Locale } from '../config/site';
import { ARABIC_RANGES, unicodeRange } from './font-ranges';

const ARABIC_RANGE = unicodeRange(ARABIC_RANGES);

// Each page preloads the faces its first text needs; `optional` lets a face that is
// late on a slow first visit sit out that page rather than shift the layout when it lands.

const arabicFace = (weight: number, url: string) => `
@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-display: optional;
  font-weight: ${weight};
  src: url(${url}) format('woff2');
  unicode-range: ${ARABIC_RANGE};
}`;

export const fontFaces = `
@font-face {
  font-family: 'Plus Jakarta Sans Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 200 800;
  src: url(${jakartaLatin}) format('woff2-variations'), url(${jakartaLatin}) format('woff2');
}
${arabicFace(400, plexArabic400)}
${arabicFace(700, plexArabic700)}
`;

/** The files every page of a language paints its first text with; preloaded. */
export const criticalFonts: Record<Locale, string[]> = {
  en: [jakartaLatin],
  ar: [plexArabic400, plexArabic700],
};
