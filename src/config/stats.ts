/**
 * The business's figures: one table, shown by the home page's stats band and
 * the about page's story, in both languages. Their keys, order and signs are
 * code (./figure-list.ts); their numbers are settings
 * (src/config/settings/figures.json), which the owner confirms before launch
 * (docs/decisions.md, "Figures"); their words are in
 * src/content/shared/figures/{en,ar}.json.
 */
import figures from './generated/figures';
import { figureList, type StatKey } from './figure-list';

export type { StatKey };

export const stats = figureList.map(({ key, suffix }) => ({ key, value: figures[key], suffix }));

/** Years of practice, for sentences that quote it. */
export const yearsOfExperience = figures.years;

/** Every figure in the table's order, with its label in one language. */
export const labelledStats = (labels: Record<StatKey, string>) =>
  stats.map(({ key, value, suffix }) => ({ value, suffix, label: labels[key] }));
