import styled from 'styled-components';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { DirhamSign } from './dirham-sign';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

const Figure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.2em;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;
  white-space: nowrap;

  &[data-size='sm'] { font-size: 1rem; }
  &[data-size='md'] { font-size: 1.5rem; }
  &[data-size='lg'] { font-size: clamp(2rem, 5vw, 2.5rem); }
  &[data-size='xl'] { font-size: clamp(2.5rem, 7vw, 3.5rem); }
`;

/**
 * An amount in AED as each language writes it: the sign before Latin digits
 * in English (AED 1,000 as "⃃ 1,000"), after Arabic-Indic digits in Arabic
 * ("١٬٠٠٠ ⃃"). The DOM order is the reading order; the direction does the rest.
 */
export function Price({ amount, size = 'md' }: { amount: number; size?: PriceSize }) {
  const { locale, ui } = useLocale();
  const figure = <span>{formatNumber(amount, locale)}</span>;
  const sign = <DirhamSign label={ui.currency} />;
  return (
    <Figure data-size={size} data-price="">
      {locale === 'ar' ? figure : sign}
      {locale === 'ar' ? sign : figure}
    </Figure>
  );
}
