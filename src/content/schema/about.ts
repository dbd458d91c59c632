import { fields, list, tuple, type Output, type Stat, type Words } from './fields';

/** The about page: src/content/pages/about/<locale>.json. */
export const schema = ({ closing, heading, hero, iconItem, item, pageMeta, text, title }: Words) =>
  fields({
    meta: pageMeta(),
    hero: hero(),
    /** The figures follow the story, from the settings, with their labels. */
    story: fields({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), paragraphs: list(text(), { max: 6 }) }),
    vision: fields({ title: title({ max: 60 }), body: text() }),
    mission: fields({ title: title({ max: 60 }), body: text() }),
    /** Exactly the four core values of spec §2.7, in that order. */
    values: heading({ items: tuple(iconItem(), 4) }),
    /** The four steps 01–04 of spec §2.7, in that order. */
    methodology: heading({ steps: tuple(item(), 4) }),
    /** Its button goes to the external discovery-session booking. */
    closing: closing(),
  });

/** What the editor at /admin calls it. */
export const label = 'About page';

/** The about page's words, with the figures put in at build: the same as the home page's. */
export type Content = Omit<Output<typeof schema>, 'story'> & { story: Output<typeof schema>['story'] & { figures: Stat[] } };
