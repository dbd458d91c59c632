/**
 * The business's figures as the code knows them, in the order the pages show them: each one's
 * key and the sign printed after its number. Structure, not settings: the numbers are in
 * src/config/settings/figures.json (checked by src/config/schema/figures.ts), their labels in
 * src/content/shared/figures/{en,ar}.json; ./stats.ts puts them together.
 */
export const figureList = [
  { key: 'lives', suffix: '+' },
  { key: 'businesses', suffix: '+' },
  { key: 'satisfaction', suffix: '%' },
  { key: 'years', suffix: '' },
] as const;

export type StatKey = (typeof figureList)[number]['key'];
