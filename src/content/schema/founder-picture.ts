import { fields, type Words } from './fields';

/** What the founder's picture shows, wherever it appears: the owner's photograph, or until there is one, the drawing. */
export const founderPictureSchema = ({ text }: Words) =>
  fields({
    photo: text({ max: 120 }),
    drawing: text({ max: 160 }),
  });
