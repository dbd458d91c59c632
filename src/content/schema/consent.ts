import { fields, type Output, type Words } from './fields';

/**
 * The consent banner's words (src/content/shared/consent/<locale>.json), shown while the settings
 * turn Google Analytics on (`googleAnalytics.measurementId`); the footer's link that opens it
 * again is named in the footer's words (`footer.cookieSettings`, src/content/shared/ui/).
 */
export const schema = ({ label, text, title }: Words) =>
  fields({
    /** The banner's heading, and the name of its landmark. */
    title: title({ max: 60 }),
    /** What is asked: Google Analytics, its cookies, what it counts; accepting or declining. */
    message: text({ max: 320 }),
    /** The link to the privacy policy's cookies section. */
    policy: label({ max: 60 }),
    /** The two answers, shown with equal weight. */
    accept: label({ max: 30 }),
    decline: label({ max: 30 }),
  });

/** What the editor at /admin calls it. */
export const label = 'Cookie banner (Google Analytics)';

/** The consent banner's words. */
export type Content = Output<typeof schema>;
