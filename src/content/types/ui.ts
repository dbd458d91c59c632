import type { Output } from '../schema/fields';
import type { uiSchema } from '../schema/ui';
import type { WhatsAppButtonWords } from './whatsapp';

/**
 * The header's and footer's words and the labels every page shares (src/content/shared/ui/); and
 * the WhatsApp button's, only while the settings show it (scripts/lib/content/whatsapp-button.ts).
 */
export type UiStrings = Output<typeof uiSchema> & { whatsapp?: WhatsAppButtonWords };
