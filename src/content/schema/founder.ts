import { yesOrNo } from '../../config/schema/fields';
import { fields, list, oneOf, type Output, type Words } from './fields';

/** The founder's page: src/content/pages/founder/<locale>.json. */
export const schema = ({ closing, hero, label, pageMeta, text, title }: Words) => {
  const card = fields({ title: title({ max: 60 }), items: list(text({ max: 90 }), { max: 10 }) });

  return fields({
    meta: pageMeta(),
    hero: hero({
      /** Job title, also the Person's jobTitle in structured data. */
      role: text({ max: 60 }),
      /** The discovery-session button. */
      cta: label({ max: 40 }),
    }),
    /** The introduction, in the founder's own voice. */
    story: fields({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), paragraphs: list(text(), { max: 8 }) }),
    /** A short pull quote from the founder. */
    quote: text({ max: 240 }),
    /** Links on to the services, contact and booking pages, each with a line on what is there. */
    next: fields({
      title: title({ max: 60 }),
      items: list(fields({ page: oneOf(['services', 'contact', 'booking'] as const), label: label({ max: 40 }), description: text() }), { min: 1, max: 3 }),
    }),
    expertise: fields({
      eyebrow: title({ max: 60 }),
      title: title({ max: 90 }),
      intro: text(),
      keyAreas: card,
      /**
       * The founder's own credentials: generic wording until the owner names them (brand.md: no body
       * the spec does not give). `genericWording` stays true while they are the default, and the
       * launch check reminds the owner to name them until it is false.
       */
      credentials: fields({
        title: title({ max: 60 }),
        items: list(text({ max: 90 }), { max: 10 }),
        genericWording: yesOrNo().meta({ description: 'Tick while these are the site’s generic words; untick once they name your own certifications and memberships' }),
      }),
      sectors: card,
    }),
    closing: closing(),
  });
};

/** What the editor at /admin calls it. */
export const label = "Founder's page";

type Own = Output<typeof schema>;

export type ExpertiseCard = Own['expertise']['keyAreas'];

/** The founder page's words, with the picture's description put in at build. */
export type Content = Omit<Own, 'hero'> & { hero: Own['hero'] & { portraitAlt: string } };
