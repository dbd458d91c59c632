import type { Output } from '../schema/fields';
import type { homeSchema } from '../schema/home';
import type { Stat } from './common';
import type { OffersContent } from './offers';

type Words = Output<typeof homeSchema>;

/** The home page's words (src/content/pages/home/), with the figures, the founder's picture and the offers put in at build. */
export type HomeContent = Omit<Words, 'stats' | 'founder'> & {
  stats: Words['stats'] & { items: Stat[] };
  founder: Words['founder'] & { portraitAlt: string };
  offers: OffersContent;
};
