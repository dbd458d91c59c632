import type { aboutSchema } from '../schema/about';
import type { Output } from '../schema/fields';
import type { Stat } from './common';

type Words = Output<typeof aboutSchema>;

/** The about page's words (src/content/pages/about/), with the figures put in at build: the same as the home page's. */
export type AboutContent = Omit<Words, 'story'> & { story: Words['story'] & { figures: Stat[] } };
