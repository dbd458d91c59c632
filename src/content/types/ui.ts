import type { MenuKey } from '../../routes/route-table';
import type { Output } from '../schema/fields';
import type { uiSchema } from '../schema/ui';

/**
 * The header's and footer's words and the labels every page shares (src/content/shared/ui/), with
 * a label for every page of the menu (a page's own words may give its own, `menuLabel`).
 */
export type UiStrings = Omit<Words, 'footer'> & {
  nav: Record<MenuKey, string>;
  /** The cookie settings link's name is left out of the compiled words while Google Analytics is off: that build carries not a byte of it. */
  footer: Omit<Words['footer'], 'cookieSettings'> & Partial<Pick<Words['footer'], 'cookieSettings'>>;
};

type Words = Output<typeof uiSchema>;
