/**
 * The rules a setting's value keeps, each one said in plain words: the settings schema checks the
 * files with them at build, and `npm run setup` checks an owner's answer with the same ones before
 * it writes it. Build-time only: libphonenumber-js's tables never reach a visitor's browser.
 */
import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/max';

/** What is wrong with a value, finishing "contact.email: …", or undefined when it will do. */
export type Rule = (value: string) => string | undefined;

/** A full https address: an outbound link, a booking or payment page, the form service. */
export const httpsAddress: Rule = (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a web address: write it in full, starting with https://';
  }
  if (url.protocol !== 'https:') return `must start with https:// (not ${url.protocol}//): browsers warn about or block the rest`;
  if (!url.hostname.includes('.')) return 'needs a full domain, like www.your-domain.ae';
  return undefined;
};

/** The site's own address: scheme and domain, nothing after them. */
export const siteAddress: Rule = (value) => {
  const problem = httpsAddress(value);
  if (problem) return problem;
  const url = new URL(value);
  if (url.pathname !== '/' || value.endsWith('/') || url.search || url.hash) return `must be the scheme and domain only, no path and no trailing slash: ${url.origin}`;
  return undefined;
};

export const emailAddress: Rule = (value) =>
  /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value) ? undefined : 'is not an e-mail address: it looks like name@your-domain.ae';

/** E.164, as `https://wa.me/…` and `tel:` need it, and a number in use in its country. */
export const internationalPhone: Rule = (value) => {
  if (!/^\+[1-9]\d{6,14}$/.test(value)) {
    return 'is not an international number: a plus, the country code and the number, digits only, no spaces (e.g. +971501234567)';
  }
  if (!isValidPhoneNumber(value)) return 'is not a phone number of its country: check the digits after the country code';
  return undefined;
};

/** The number as people write it, from its E.164 form: '+971500000000' → '+971 50 000 0000'. */
export const phoneAsWritten = (e164: string): string => parsePhoneNumber(e164).formatInternational();

/** A name that becomes part of a page's address: the founder's page is `/meet-<firstName>`. */
export const addressName: Rule = (value) =>
  /^[a-z]+(-[a-z]+)*$/.test(value) ? undefined : 'must be lower-case English letters (a hyphen between parts): it makes the page address /meet-<name>';

export const arabicLetters: Rule = (value) => (/[\u0600-\u06FF]/.test(value) ? undefined : 'must be written in Arabic letters: the Arabic pages show it');

/** The kinds of picture an owner may upload: what sharp reads and the build turns into AVIF, WebP and JPEG. */
export const PICTURE_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

/** A picture's type, by the end of its name (`.JPG` as well as `.jpg`). */
export const pictureType: Rule = (value) => {
  const type = /\.[^./]*$/.exec(value)?.[0]?.toLowerCase();
  const allowed = `a picture must be ${PICTURE_TYPES.slice(0, -1).join(', ')} or ${PICTURE_TYPES.at(-1)}`;
  if (!type) return `has no type at the end of its name; ${allowed}`;
  return (PICTURE_TYPES as readonly string[]).includes(type) ? undefined : `is a ${type} file; ${allowed}`;
};

/** Where the editor puts the founder's photo, and how it writes the value: `/src/assets/photos/<file>.jpg`. */
export const PHOTOS_FOLDER = 'src/assets/photos';

/** The founder's photo: a picture in the photos folder, by its path from the project's root. */
export const founderPhotoPath: Rule = (value) => {
  const inside = value.startsWith(`/${PHOTOS_FOLDER}/`) && !value.split(/[\\/]/).some((part) => part === '..');
  if (!inside) return `must be a photo in ${PHOTOS_FOLDER}/, written /${PHOTOS_FOLDER}/<file>.jpg (or empty, for the drawing)`;
  return pictureType(value);
};
