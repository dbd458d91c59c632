import { fields, text } from './fields';

/** What the founder's picture shows, wherever it appears: the owner's photograph, or until there is one, the drawing. */
export const founderPictureSchema = fields({
  photo: text({ max: 120 }),
  drawing: text({ max: 160 }),
});
