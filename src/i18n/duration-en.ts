import { formatNumber, type TimeUnit } from './format';

// The site's style: numbers up to ten in words, from 11 in digits.
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A period in English, written from its value: 'two hours', '48 hours',
 * '14 days'. `adjective` goes before a noun ('a two-hour session');
 * `possessive` before 'notice' ('48 hours’ notice', 'one hour’s notice', with the
 * house style's apostrophe).
 * Apart from the Arabic one, so each language's content carries only its own.
 */
export function englishDuration(value: number, unit: TimeUnit, form: 'noun' | 'adjective' | 'possessive' = 'noun'): string {
  const count = numberWords[value - 1] ?? formatNumber(value, 'en');
  if (form === 'adjective') return `${count}-${unit}`;
  const one = value === 1;
  return `${count} ${unit}${one ? '' : 's'}${form === 'noun' ? '' : one ? '’s' : '’'}`;
}

/** Text that opens a sentence: 'Two hours to…'. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A period's noun alone, agreeing with a number shown apart from it: 'years' under 20, 'year' under 1. */
export const englishUnitNoun = (value: number, unit: TimeUnit): string => (value === 1 ? unit : `${unit}s`);
