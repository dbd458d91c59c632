import type { contactSchema } from '../schema/contact';
import type { Output } from '../schema/fields';

export type ContactField = 'name' | 'email' | 'mobile' | 'message';

/** What to do about a field's value that is not in its format: `text`, then `example` set left to right, in either language. */
export interface FormatMessage {
  text: string;
  example: string;
}

/** The contact page's words (src/content/pages/contact/). */
export type ContactContent = Output<typeof contactSchema>;
