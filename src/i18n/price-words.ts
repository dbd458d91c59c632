import type { Locale } from '../config/site';
import { arabicCount, dirham } from './count-ar';
import { formatNumber } from './format';

/**
 * An amount in dirhams as running text writes it: 'AED 1,000'; in Arabic the noun agrees with the
 * number ('٢٥٠ درهماً إماراتياً'، '١٬٠٠٠ درهم إماراتي'، '٥ دراهم إماراتية'). Written at build into
 * the words (`{price:careerCoaching}`, the terms' price list, the Pay buttons' names), so the
 * grammar never reaches a visitor's browser. The cards draw the sign instead (`<Price>`).
 */
export const priceInWords = (amount: number, locale: Locale): string =>
  locale === 'en' ? `AED ${formatNumber(amount, 'en')}` : arabicCount(amount, dirham, 'oblique');
