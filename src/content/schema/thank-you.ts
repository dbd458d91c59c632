import { fields, list, type Output, type Words } from './fields';

/** The thank-you page, after the contact form: src/content/pages/thank-you/<locale>.json. */
export const schema = ({ label, pageMeta, text, title }: Words) =>
  fields({
    meta: pageMeta(),
    title: title({ max: 60 }),
    body: text(),
    /** What happens to the message from here, in order. */
    steps: fields({
      title: title({ max: 60 }),
      items: list(fields({ title: title({ max: 60 }), description: text() }), { min: 2, max: 4 }),
    }),
    next: text(),
    homeLink: label({ max: 40 }),
    servicesLink: label({ max: 40 }),
  });

/** What the editor at /admin calls it. */
export const label = 'Thank-you page';

export type Content = Output<typeof schema>;
