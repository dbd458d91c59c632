import type { MenuKey } from '../../routes/route-table';
import { fields, type Output, type Words } from './fields';

/** The header's and footer's words and the short labels every page shares: src/content/shared/ui/<locale>.json. */
export const schema = ({ factLine, text }: Words) => {
  const label = () => text({ max: 40 });

  return fields({
    brandName: text({ max: 60 }),
    tagline: text({ max: 90 }),
    skipToContent: label(),
    logoLabel: text({ max: 90 }),
    nav: fields({
      label: label(),
      home: label(),
      about: label(),
      founder: label(),
      services: label(),
      booking: label(),
      blog: label(),
      contact: label(),
      privacy: label(),
      terms: label(),
    }),
    menu: fields({ open: label(), close: label() }),
    /** 'Book Free Discovery' (spec). */
    headerCta: label(),
    /** `label` is in the other language's own script; `hint` in this page's. */
    languageSwitch: fields({ label: label(), hint: text({ max: 60 }) }),
    newTab: label(),
    /** The accessible name of the dirham sign beside prices. */
    currency: text({ max: 10 }),
    breadcrumb: label(),
    footer: fields({
      about: text(),
      explore: label(),
      legal: label(),
      reach: label(),
      email: label(),
      whatsapp: label(),
      location: text({ max: 90 }),
      rights: text({ max: 60 }),
      /** Who the client contracts with and under which licence (the legal settings), under the copyright. */
      company: factLine({ max: 200 }),
      socialLabel: label(),
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
