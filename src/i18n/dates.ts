import type { Locale } from '../config/site';
import { formatNumber } from './format';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  // The month names used in the UAE, not the Levantine ones.
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** A `YYYY-MM-DD` day as the language writes it: 22 November 2026, ٢٢ نوفمبر ٢٠٢٦. By hand, for the reasons formatNumber gives. */
export function formatDate(iso: string, locale: Locale): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const number = (n: number) => formatNumber(n, locale, { grouping: false });
  return `${number(day)} ${MONTHS[locale][month - 1]} ${number(year)}`;
}
