import type { StatKey } from '../../config/stats';

/** The labels of the figures in `src/config/stats.ts` (spec §2.6's wording). */
const figureLabels: Record<StatKey, string> = {
  lives: 'Lives Transformed',
  businesses: 'Business Success Stories',
  satisfaction: 'Client Satisfaction',
  years: 'Years of Experience',
};

export default figureLabels;
