import { stats, type StatKey } from '../../config/stats';
import { fields, text } from './fields';

/** The labels of the figures (the numbers are settings): spec §2.6's wording. */
export const figuresSchema = fields(Object.fromEntries(stats.map(({ key }) => [key, text({ max: 40 })])) as Record<StatKey, ReturnType<typeof text>>);
