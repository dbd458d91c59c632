import type { Output } from '../schema/fields';
import type { uiSchema } from '../schema/ui';

/** The header's and footer's words and the labels every page shares (src/content/shared/ui/). */
export type UiStrings = Output<typeof uiSchema>;
