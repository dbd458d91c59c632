import type { Locale } from '../config/site';

const ARABIC_INDIC = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];

/**
 * Numbers as each language writes them: Latin digits in English,
 * Arabic-Indic digits (١٬٠٠٠) in Arabic. Done by hand rather than with Intl:
 * browsers ship different CLDR data (some add invisible direction marks) and
 * the prerendered text must equal what every visitor's browser renders (a
 * page the app renders again, after Back, must not change its figures); and a page's first Intl call costs a slow phone about
 * 100 ms of blocked main thread.
 */
export function formatNumber(value: number, locale: Locale, { grouping = true } = {}): string {
  const [whole = '', fraction] = String(Math.round(value * 100) / 100).split('.');
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  const latin = fraction ? `${grouped}.${fraction}` : grouped;
  if (locale === 'en') return latin;
  return latin.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] as string).replace(/,/g, '٬').replace(/\./g, '٫');
}

/** A number with its suffix ('+', '%'), the percent sign in the language's own form. */
export function formatFigure(value: number, suffix: string, locale: Locale): string {
  const sign = locale === 'ar' && suffix === '%' ? '٪' : suffix;
  return `${formatNumber(value, locale)}${sign}`;
}

/**
 * A step's number as printed beside it: 01, 02… in English; ١، ٢… in Arabic, unpadded,
 * because the Arabic-Indic zero is a dot and '٠١' reads '·١'.
 */
export const stepNumber = (index: number, locale: Locale): string =>
  locale === 'ar' ? formatNumber(index + 1, locale) : formatNumber(index + 1, locale).padStart(2, '0');

/** A day as `YYYY-MM-DD`, in the local time zone of whoever runs it. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The units periods are counted in (the session's length, notice, refunds, replies, retention, experience). */
export type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
