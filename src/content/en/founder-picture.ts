import { founderImageKind } from '../../assets/generated/founder-image-kind';
import { site } from '../../config/site';

/** What the founder's picture shows, wherever it appears: the owner's photo, or until then the drawing of her initials. */
export const founderPictureAlt =
  founderImageKind === 'photo' ? `Portrait of ${site.founder.name.en}` : `${site.founder.name.en}'s initials on a rising sun, drawn in an arch`;
