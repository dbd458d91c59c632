import jakartaLatin from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
import plexArabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2';
import plexArabic700 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2';
import type { Locale } from '../config/site';

// The Arabic face covers only Arabic script; Latin characters on Arabic pages
// (e-mail addresses, brand names) fall through to the Latin family.
const ARABIC_RANGE = 'U+0600-06FF,U+0750-077F,U+08A0-08FF,U+200C-200F,U+FB50-FDFF,U+FE70-FEFF';

const arabicFace = (weight: number, url: string) => `
@font-face {
  font-family: 'IBM Plex Sans Arabic';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url(${url}) format('woff2');
  unicode-range: ${ARABIC_RANGE};
}`;

export const fontFaces = `
@font-face {
  font-family: 'Plus Jakarta Sans Variable';
  font-style: normal;
  font-display: swap;
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
