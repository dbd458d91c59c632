import type { PageMetaContent, RichText } from './common';

export type ContactField = 'name' | 'email' | 'mobile' | 'message';

/** What to do about a field's value that is not in its format: `text`, then `example` set left to right, in either language. */
export interface FormatMessage {
  text: string;
  example: string;
}

export interface ContactContent {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; lead: string };
  form: {
    title: string;
    /** Says what the asterisk means. */
    requiredNote: string;
    /** Labels without the asterisk: the form adds it to every required field. */
    labels: Record<ContactField, string>;
    /**
     * How to write the mobile number: shown under its label and kept in sight while the visitor
     * types (a placeholder vanishes then, and reads as a value already filled in). `format` is
     * set left to right, in either language.
     */
    mobileHint: { text: string; format: string };
    submit: string;
    /** The button's label while the message is on its way. */
    sending: string;
    /** The hidden `_subject`: the email subject the owner receives, naming the site and the page's language. */
    subject: string;
    /** The spam trap's label; no person sees or hears it. */
    trapLabel: string;
    privacy: RichText;
    /**
     * What the form says when it cannot be sent, shown and announced in the page's language.
     * Each message says what is wrong and how to put it right, with no full stop (it stands
     * alone under its field, and as a link in the list above the form).
     */
    errors: {
      /**
       * The line above the list of fields to fix, by how many there are: one field, two,
       * three, all four. Announced when the visitor presses the button.
       */
      summary: [one: string, two: string, three: string, four: string];
      /** A field left empty. */
      missing: Record<ContactField, string>;
      /** An address or a number that cannot be one. */
      format: Record<'email' | 'mobile', FormatMessage>;
    };
  };
  details: {
    title: string;
    /** Labels above each channel. */
    email: string;
    whatsapp: string;
    location: string;
    /** The promise of a reply. */
    reply: string;
  };
  /** Points to the discovery session; its button opens the booking page. */
  talk: { title: string; body: string; cta: string };
}
