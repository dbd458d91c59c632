import { figureList, type StatKey } from '../../config/figure-list';
import { fields, type Output, type Words } from './fields';

/** The labels of the figures (the numbers are settings: src/config/settings/figures.json): spec §2.6's wording. */
export const schema = ({ title }: Words) =>
  fields(Object.fromEntries(figureList.map(({ key }) => [key, title({ max: 40 })])) as Record<StatKey, ReturnType<typeof title>>);

/** What the editor at /admin calls it. */
export const label = 'Figures (labels)';

/** The labels of the figures; the numbers are settings. */
export type Content = Output<typeof schema>;
