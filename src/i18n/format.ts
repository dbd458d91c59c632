import type { Locale } from '../config/site';

const ARABIC_INDIC = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'];

/**
 * Numbers as each language writes them: Latin digits in English,
 * Arabic-Indic digits (١٬٠٠٠) in Arabic. Done by hand rather than with
 * Intl's `arab` numbering system because browsers ship different CLDR
 * data (some add invisible direction marks), and the prerendered text
 * must equal what every visitor's browser renders, or hydration breaks.
 */
export function formatNumber(value: number, locale: Locale, { grouping = true } = {}): string {
  const latin = value.toLocaleString('en-US', { maximumFractionDigits: 2, useGrouping: grouping });
  if (locale === 'en') return latin;
  return latin.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] as string).replace(/,/g, '٬').replace(/\./g, '٫');
}

/** A number with its suffix ('+', '%'), the percent sign in the language's own form. */
export function formatFigure(value: number, suffix: string, locale: Locale): string {
  const sign = locale === 'ar' && suffix === '%' ? '٪' : suffix;
  return `${formatNumber(value, locale)}${sign}`;
}
