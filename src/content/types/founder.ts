import type { Output } from '../schema/fields';
import type { founderSchema } from '../schema/founder';

type Words = Output<typeof founderSchema>;

export type ExpertiseCard = Words['expertise']['keyAreas'];

/** The founder page's words (src/content/pages/founder/), with the picture's description put in at build. */
export type FounderContent = Omit<Words, 'hero'> & { hero: Words['hero'] & { portraitAlt: string } };
