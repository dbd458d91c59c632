import type { Output } from '../schema/fields';
import type { whatsappSchema } from '../schema/whatsapp';

/** The WhatsApp button's words (src/content/shared/whatsapp/). */
export type WhatsAppWords = Output<typeof whatsappSchema>;
