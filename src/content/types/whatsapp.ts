import type { Output } from '../schema/fields';
import type { whatsappSchema } from '../schema/whatsapp';

/** The WhatsApp button's words (src/content/shared/whatsapp/). */
export type WhatsAppWords = Output<typeof whatsappSchema>;

/** The button as the interface strings carry it, while the settings show it: its chat link, greeting in it, and its name. */
export interface WhatsAppButtonWords {
  href: string;
  label: string;
}
