import type { MenuKey } from '../../routes/route-table';
import type { Output } from '../schema/fields';
import type { uiSchema } from '../schema/ui';

/**
 * The header's and footer's words and the labels every page shares (src/content/shared/ui/), with
 * a label for every page of the menu (a page's own words may give its own, `menuLabel`).
 */
export type UiStrings = Output<typeof uiSchema> & { nav: Record<MenuKey, string> };
