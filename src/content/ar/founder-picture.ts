import { founderImageKind } from '../../assets/generated/founder-image-kind';
import { site } from '../../config/site';

/** What the founder's picture shows, wherever it appears: the owner's photo, or until then the drawing of her initials. */
export const founderPictureAlt =
  founderImageKind === 'photo' ? `صورة ${site.founder.name.ar}` : `رسم لقوس تشرق فيه شمس تحمل الحرفين الأولين من اسم ${site.founder.name.ar}`;
