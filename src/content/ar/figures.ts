import type { StatKey } from '../../config/stats';

/** The labels of the figures in `src/config/stats.ts` (spec §2.6's wording). */
const figureLabels: Record<StatKey, string> = {
  lives: 'حالة تحوّل',
  businesses: 'قصة نجاح في الأعمال',
  satisfaction: 'رضا العملاء',
  years: 'عاماً من الخبرة',
};

export default figureLabels;
