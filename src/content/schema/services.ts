import { fields, tuple, type Output, type Words } from './fields';
import type { Content as OffersContent } from './offers';

/** The services overview: src/content/pages/services/<locale>.json. */
export const schema = ({ closing, heading, hero, iconItem, item, label, pageMeta }: Words) =>
  fields({
    meta: pageMeta(),
    /** `cta` opens the external discovery-session booking. */
    hero: hero({ cta: label({ max: 40 }) }),
    /** A card per service follows, from the offers' words. */
    catalogue: heading(),
    benefits: heading({ items: tuple(iconItem(), 4) }),
    howItWorks: heading({ steps: tuple(item(), 3) }),
    closing: closing(),
  });

/** What the editor at /admin calls it. */
export const label = 'Services page';

/** The services overview's words, with the offers put in at build. */
export type Content = Output<typeof schema> & { offers: OffersContent };
