import type { Output } from '../schema/fields';
import type { legalSchema } from '../schema/legal';
import type { RichText } from './common';

type Words = Output<typeof legalSchema>;

/** A paragraph or a list; a list's `prices` lines are in it by the time a page has it (written at build from the offers and prices). */
export type LegalBlock = { paragraph: RichText } | { list: RichText[] };

export type LegalSection = Omit<Words['sections'][number], 'blocks'> & { blocks: LegalBlock[] };

/** The privacy policy and the terms (src/content/pages/{privacy,terms}/): one shape, one template. */
export type LegalContent = Omit<Words, 'sections'> & { sections: LegalSection[] };
