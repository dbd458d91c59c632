/**
 * The business's figures: one table, shown by the home page's stats band and
 * the about page's story, in both languages. The numbers are the spec's home
 * figures (docs/decisions.md, "Figures"); the owner confirms each before
 * launch. Their words are in `src/content/{en,ar}/figures.ts`.
 */

export const stats = [
  { key: 'lives', value: 100, suffix: '+' },
  { key: 'businesses', value: 15, suffix: '+' },
  { key: 'satisfaction', value: 85, suffix: '%' },
  { key: 'years', value: 20, suffix: '' },
] as const;

export type StatKey = (typeof stats)[number]['key'];

/** Years of practice, for sentences that quote it. */
export const yearsOfExperience = stats.find((stat) => stat.key === 'years')!.value;

/** Every figure in the table's order, with its label in one language. */
export const labelledStats = (labels: Record<StatKey, string>) =>
  stats.map(({ key, value, suffix }) => ({ value, suffix, label: labels[key] }));
