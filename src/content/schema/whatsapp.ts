import { fields, type Words } from './fields';

/**
 * The WhatsApp button's words (src/content/shared/whatsapp/<locale>.json), shown while the
 * settings switch the button on (`whatsappButton.show`).
 */
export const whatsappSchema = ({ label, text }: Words) =>
  fields({
    /** The button's name, which a screen reader says: it shows WhatsApp's glyph alone. */
    label: label({ max: 60 }),
    /** The message the chat opens with, ready for the visitor to send or change. */
    greeting: text({ max: 300 }),
  });
