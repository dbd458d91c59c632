import shareAr from '../assets/generated/share-ar.png';
import shareEn from '../assets/generated/share-en.png';
import type { Locale } from '../config/site';

export interface ShareImage {
  src: string;
  width: number;
  height: number;
}

/** The default social preview for each language (1200x630, drawn by scripts/generate-artwork.ts). */
export const defaultShareImage: Record<Locale, ShareImage> = {
  en: { src: shareEn, width: 1200, height: 630 },
  ar: { src: shareAr, width: 1200, height: 630 },
};
