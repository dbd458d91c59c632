import styled from 'styled-components';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../content/ui/locale-context';
import { colors } from '../../styles/theme';
import { DirhamSign } from './dirham-sign';

export type PriceSize = 'sm' | 'md' | 'lg' | 'xl';

/* One look wherever a price is shown (cards, the services page, booking): its colour and weight are its own, not its container's. */
const Figure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.2em;
  color: ${colors.brand};
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.02em;

  &[data-size='sm'] { font-size: 1rem; }
  &[data-size='md'] { font-size: 1.5rem; }
  &[data-size='lg'] { font-size: clamp(2rem, 5vw, 2.5rem); }
  &[data-size='xl'] { font-size: clamp(2.5rem, 7vw, 3.5rem); }

  /*
   * IBM Plex Sans Arabic draws its digits smaller than Plus Jakarta Sans draws Latin ones: at the
   * same size '٢٥٠' stands 0.63 em tall, '250' 0.78 em (ink measured in Chromium, the bold weights
   * prices use). 1.2 em brings the Arabic-Indic figure to the Latin one's height.
   */
  &[data-digits='arabic'] > [data-amount] { font-size: 1.2em; }
`;

/**
 * An amount in AED as each language writes it: the sign before Latin digits
 * in English (AED 1,000 as "⃃ 1,000"), after Arabic-Indic digits in Arabic
 * ("١٬٠٠٠ ⃃"). The DOM order is the reading order; the direction does the rest.
 * Kept whole on one line (`data-whole`, src/styles/global-css.ts).
 */
export function Price({ amount, size = 'md' }: { amount: number; size?: PriceSize }) {
  const { locale, ui } = useLocale();
  const figure = <span data-amount="">{formatNumber(amount, locale)}</span>;
  const sign = <DirhamSign label={ui.currency} />;
  return (
    <Figure data-size={size} data-price="" data-whole="" data-digits={locale === 'ar' ? 'arabic' : undefined}>
      {locale === 'ar' ? figure : sign}
      {locale === 'ar' ? sign : figure}
    </Figure>
  );
}
