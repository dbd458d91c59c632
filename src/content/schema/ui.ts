import type { MenuKey } from '../../routes/route-table';
import { fields, type Output, type Words } from './fields';

/** The header's and footer's words and the short labels every page shares: src/content/shared/ui/<locale>.json. */
export const schema = ({ factLine, label: labelOf, text, title }: Words) => {
  /** A link or button: the menu's, the header's, the footer's. */
  const label = () => labelOf({ max: 40 });
  /** A heading over the footer's links; and the menu's links, which name pages rather than say an action. */
  const heading = () => title({ max: 40 });

  return fields({
    brandName: text({ max: 60 }),
    tagline: text({ max: 90 }),
    skipToContent: label(),
    logoLabel: text({ max: 90 }),
    nav: fields({
      /** The menu's name, said, not shown. */
      label: text({ max: 40 }),
      home: heading(),
      about: heading(),
      founder: heading(),
      services: heading(),
      booking: heading(),
      blog: heading(),
      contact: heading(),
      privacy: heading(),
      terms: heading(),
    }),
    menu: fields({ open: label(), close: label() }),
    /** 'Book Free Discovery' (spec). */
    headerCta: label(),
    /** `label` is in the other language's own script; `hint` in this page's. */
    languageSwitch: fields({ label: label(), hint: text({ max: 60 }) }),
    /** Said after a link's name, not shown: a sentence's words. */
    newTab: text({ max: 40 }),
    /** The accessible name of the dirham sign beside prices. */
    currency: text({ max: 10 }),
    /** The trail's name, said, not shown. */
    breadcrumb: text({ max: 40 }),
    footer: fields({
      about: text(),
      explore: heading(),
      legal: heading(),
      reach: heading(),
      email: heading(),
      whatsapp: heading(),
      location: text({ max: 90 }),
      rights: text({ max: 60 }),
      /** Who the client contracts with and under which licence (the legal settings), under the copyright. */
      company: factLine({ max: 200 }),
      /** The social links' group name, said, not shown. */
      socialLabel: text({ max: 40 }),
      /** The link that opens the consent banner again; compiled in only while Google Analytics is on (scripts/lib/content/collections.ts). */
      cookieSettings: label(),
    }),
  });
};

/** What the editor at /admin calls it. */
export const label = 'Header, footer and labels';

type Own = Output<typeof schema>;

/**
 * The header's and footer's words and the labels every page shares, with a label for every page
 * of the menu (a page's own words may give its own, `menuLabel`).
 */
export type Content = Omit<Own, 'nav' | 'footer'> & {
  nav: Own['nav'] & Record<MenuKey, string>;
  /** The cookie settings link's name is left out of the compiled words while Google Analytics is off: that build carries not a byte of it. */
  footer: Omit<Own['footer'], 'cookieSettings'> & Partial<Pick<Own['footer'], 'cookieSettings'>>;
};
