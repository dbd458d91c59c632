import type { PageMetaContent, RichText } from './common';

export type ContactField = 'name' | 'email' | 'mobile' | 'message';

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
