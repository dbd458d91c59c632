import { fields, list, type Output, type Stat, type Words } from './fields';
import type { Content as OffersContent } from './offers';

/**
 * The home page: src/content/pages/home/<locale>.json. The hero's drawing is decorative: `artAlt`
 * left out is no words (as the editor writes a field left empty), words only when it should say something.
 */
export const schema = ({ closing, hero, item, label, pageMeta, testimonial, text, title }: Words) =>
  fields({
    meta: pageMeta(),
    hero: hero({ primaryCta: label({ max: 40 }), secondaryCta: label({ max: 40 }), artAlt: text({ min: 0 }).optional().transform((alt) => alt ?? '') }),
    /** A card per service follows, from the offers' words. */
    services: fields({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), intro: text() }),
    /** The figures follow, from the settings, with their labels. */
    stats: fields({ title: title({ max: 60 }) }),
    testimonials: fields({
      eyebrow: title({ max: 60 }),
      title: title({ max: 90 }),
      items: list(testimonial(), { min: 1, max: 6 }),
    }),
    founder: fields({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), paragraphs: list(text(), { max: 4 }), linkLabel: label({ max: 60 }) }),
    philosophy: fields({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), intro: text(), principles: list(item(), { min: 2, max: 4 }) }),
    closing: closing(),
  });

/** What the editor at /admin calls it. */
export const label = 'Home page';

type Own = Output<typeof schema>;

/** The home page's words, with the figures, the founder's picture and the offers put in at build. */
export type Content = Omit<Own, 'stats' | 'founder'> & {
  stats: Own['stats'] & { items: Stat[] };
  founder: Own['founder'] & { portraitAlt: string };
  offers: OffersContent;
};
