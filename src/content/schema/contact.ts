import { fields, tuple, type Output, type Words } from './fields';

/** The contact page: src/content/pages/contact/<locale>.json. */
export const schema = ({ hero, label, pageMeta, rich, text, title }: Words) => {
  /** The form's four fields: their labels (`title`, Title Case in English) or what each says when left empty (`text`, a sentence). */
  const fieldWords = (words: typeof text | typeof title = text) => fields({ name: words({ max: 40 }), email: words({ max: 40 }), mobile: words({ max: 40 }), message: words({ max: 60 }) });
  /** What to do about a value not in its format: the words, then an example set left to right in either language. */
  const formatMessage = () => fields({ text: text({ max: 90 }), example: text({ max: 40 }) });

  return fields({
    meta: pageMeta(),
    hero: hero(),
    form: fields({
      title: title({ max: 60 }),
      /** Says what the asterisk means. */
      requiredNote: text({ max: 90 }),
      /** Labels without the asterisk: the form adds it to every required field. */
      labels: fieldWords(title),
      /** How to write the mobile number, kept in sight under its label; `format` reads left to right. */
      mobileHint: fields({ text: text({ max: 90 }), format: text({ max: 30 }) }),
      submit: label({ max: 30 }),
      /** The button's words while the message is on its way. */
      sending: label({ max: 30 }),
      /** The e-mail subject the owner receives, naming the site and the page's language. */
      subject: text({ max: 120 }),
      /** The spam trap's label: no person sees or hears it. */
      trapLabel: text({ max: 60 }),
      /** May link to the privacy policy: `[privacy policy](privacy)`. */
      privacy: rich(),
      /** What the form says when it cannot be sent: what is wrong and how to put it right, with no full stop. */
      errors: fields({
        /** The line above the fields to fix, by how many: one, two, three, all four. */
        summary: tuple(text({ max: 60 }), 4),
        /** A field left empty. */
        missing: fieldWords(),
        /** An address or a number that cannot be one. */
        format: fields({ email: formatMessage(), mobile: formatMessage() }),
      }),
    }),
    details: fields({ title: title({ max: 60 }), email: title({ max: 30 }), whatsapp: title({ max: 30 }), location: title({ max: 30 }), reply: text() }),
    /** Points to the discovery session; its button opens the booking page. */
    talk: fields({ title: title({ max: 60 }), body: text(), cta: label({ max: 40 }) }),
  });
};

/** What the editor at /admin calls it. */
export const label = 'Contact page';

/** The contact page's words. */
export type Content = Output<typeof schema>;

/** The form's fields, each with its label and its message. */
export type ContactField = keyof Content['form']['labels'];
