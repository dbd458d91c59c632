import { formatNumber, type TimeUnit } from './format';

// The noun's form for: one, two (nominative), two (accusative or genitive),
// 3 to 10, 11 to 99 (accusative singular), and 100, 101, 102, 200… (genitive singular).
const forms: Record<TimeUnit, readonly string[]> = {
  minute: ['دقيقة', 'دقيقتان', 'دقيقتين', 'دقائق', 'دقيقة', 'دقيقة'],
  hour: ['ساعة', 'ساعتان', 'ساعتين', 'ساعات', 'ساعة', 'ساعة'],
  day: ['يوم', 'يومان', 'يومين', 'أيام', 'يوماً', 'يوم'],
};

/**
 * A period in Arabic, written from its value as the grammar wants it: ساعة،
 * ساعتان، ٣ ساعات، ٤٨ ساعة، ٦٠ دقيقة، ١٤ يوماً. The dual changes with its case:
 * `nominative` as subject or predicate ('ومدتها ساعتان'), `oblique` after a
 * preposition or as an object ('خلال ساعتين'، 'نخصّص ساعتين'). One and two are
 * the noun alone; from three on the number is in digits, as everywhere on the
 * site. Apart from the English one, so each language's content carries only its own.
 */
export function arabicDuration(value: number, unit: TimeUnit, grammaticalCase: 'nominative' | 'oblique' = 'nominative'): string {
  const noun = forms[unit];
  if (value === 1) return noun[0] as string;
  if (value === 2) return noun[grammaticalCase === 'nominative' ? 1 : 2] as string;
  const lastTwo = value % 100;
  const form = lastTwo >= 3 && lastTwo <= 10 ? 3 : lastTwo > 10 ? 4 : 5;
  return `${formatNumber(value, 'ar')} ${noun[form] as string}`;
}
