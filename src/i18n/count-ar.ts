import { formatNumber } from './format';

/**
 * A counted noun's forms, as Arabic agrees a noun with the number before it (العدد والمعدود):
 * - `one`: the noun alone, or with واحد where the count must be said ('عام واحد');
 * - `two`: the dual, nominative (subject, predicate) and oblique (after a preposition, as an object);
 * - `few`: 3 to 10, the plural in the genitive ('٥ أعوام'، 'دراهم إماراتية');
 * - `many`: 11 to 99, the singular in the accusative ('٢٠ عاماً'، 'درهماً إماراتياً');
 * - `round`: a round hundred or thousand, and 101, 102, the singular in the genitive ('١٠٠ درهم إماراتي').
 * An adjective goes with its noun in every form ('درهم إماراتي'، 'دراهم إماراتية').
 */
export interface ArabicNoun {
  one: string;
  two: { nominative: string; oblique: string };
  few: string;
  many: string;
  round: string;
}

export type ArabicCase = 'nominative' | 'oblique';

/** Which form the number asks for: past a hundred, its last two digits decide (١٠٣ أيام، ١٢٠ يوماً، ٢٥٠ درهماً). */
export function arabicForm(value: number): 'one' | 'two' | 'few' | 'many' | 'round' {
  if (value === 1) return 'one';
  if (value === 2) return 'two';
  const lastTwo = value % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11) return 'many';
  return 'round';
}

/**
 * A number with its counted noun, agreeing: 'عام واحد'، 'عامان'، '٥ أعوام'، '٢٠ عاماً'، '١٠٠ عام'.
 * One and two are the noun alone (the dual says the number); from three on, Arabic-Indic digits.
 */
export function arabicCount(value: number, noun: ArabicNoun, grammaticalCase: ArabicCase = 'nominative'): string {
  const form = arabicForm(value);
  if (form === 'one') return noun.one;
  if (form === 'two') return noun.two[grammaticalCase];
  return `${formatNumber(value, 'ar')} ${noun[form]}`;
}

/**
 * The counted noun alone, for a label set apart from its figure (the figures band: '٢٠' over
 * 'عاماً من الخبرة', '٥' over 'أعوام من الخبرة'): the form the number asks for; after one the bare
 * singular, as the figure says the count ('عام', not 'عام واحد'); after two the dual, nominative.
 * The bare singular is spelt as the round form's genitive singular, for every noun.
 */
export function arabicNounAfter(value: number, noun: ArabicNoun): string {
  const form = arabicForm(value);
  if (form === 'one') return noun.round;
  if (form === 'two') return noun.two.nominative;
  return noun[form];
}

/** The UAE dirham, as running text writes an amount: '٢٥٠ درهماً إماراتياً'، '١٬٠٠٠ درهم إماراتي'. */
export const dirham: ArabicNoun = {
  one: 'درهم إماراتي واحد',
  two: { nominative: 'درهمان إماراتيان', oblique: 'درهمين إماراتيين' },
  few: 'دراهم إماراتية',
  many: 'درهماً إماراتياً',
  round: 'درهم إماراتي',
};
