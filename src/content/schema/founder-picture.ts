import { fields, type Output, type Words } from './fields';

/** What the founder's picture shows, wherever it appears: the owner's photograph, or until there is one, the drawing. */
export const schema = ({ text }: Words) =>
  fields({
    photo: text({ max: 120 }),
    drawing: text({ max: 160 }),
  });

/** What the editor at /admin calls it. */
export const label = "Founder's picture (description)";

/** What the founder's picture shows, photograph or drawing. */
export type Content = Output<typeof schema>;
