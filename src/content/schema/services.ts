import { fields, tuple, type Words } from './fields';

/** The services overview: src/content/pages/services/<locale>.json. */
export const servicesSchema = ({ closing, heading, hero, iconItem, item, label, pageMeta }: Words) =>
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
