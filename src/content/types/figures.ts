import type { Output } from '../schema/fields';
import type { figuresSchema } from '../schema/figures';

/** The labels of the figures (src/content/shared/figures/); the numbers are settings. */
export type FigureLabels = Output<typeof figuresSchema>;
