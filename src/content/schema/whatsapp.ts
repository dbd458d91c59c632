import { fields, type Output, type Words } from './fields';

/**
 * The WhatsApp button's words (src/content/shared/whatsapp/<locale>.json), shown while the
 * settings switch the button on (`whatsappButton.show`).
 */
export const schema = ({ label, text }: Words) =>
  fields({
    /** The button's name, which a screen reader says: it shows WhatsApp's glyph alone. */
    label: label({ max: 60 }),
    /** The message the chat opens with, ready for the visitor to send or change. */
    greeting: text({ max: 300 }),
  });

/** What the editor at /admin calls it. */
export const label = 'WhatsApp button (name and greeting)';

/** The button's words. */
export type Content = Output<typeof schema>;
