/**
 * The rules a setting's value keeps, each one said in plain words: the settings schema checks the
 * files with them at build, `npm run setup` checks an owner's answer with the same ones before it
 * writes it, and the editor at /admin checks a rule's shape at the field before it saves.
 * Build-time only: libphonenumber-js's tables never reach a visitor's browser.
 */
import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/max';
import { ARABIC_LETTER, latinRunSource, OUTSIDE_ARABIC_FACE } from '../arabic-script';

/**
 * What a value that will do looks like, as a regular expression the editor can test too, and what
 * is wrong with one that does not (`ar`: the same in Arabic, for a field written in Arabic). The
 * expression takes the `u` flag alone, so that a field's shapes join into its one pattern.
 */
export interface Shape {
  pattern: RegExp;
  problem: string;
  ar?: string;
}

/**
 * What is wrong with a value, finishing "contact.email: …", or undefined when it will do; its
 * `shape`, where it has one, is the part of it the editor checks: a value the shape refuses, the
 * rule refuses, so the editor never refuses what the build takes.
 */
export type Rule = ((value: string) => string | undefined) & { shape?: Shape };

const withShape = (shape: Shape, rule: (value: string) => string | undefined): Rule => Object.assign(rule, { shape });

/** A rule that is its shape alone: the build and the editor take the same values. */
export const shaped = (shape: Shape): Rule => withShape(shape, (value) => (shape.pattern.test(value) ? undefined : shape.problem));

/** Letters either way, for a shape that takes no `i` flag: `jpg` → `[jJ][pP][gG]`. */
const eitherCase = (word: string) => word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** What a URL parse finds wrong with an address that is to be https. */
function urlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a web address: write it in full, starting with https://';
  }
  if (url.protocol !== 'https:') return `must start with https:// (not ${url.protocol}//): browsers warn about or block the rest`;
  if (!url.hostname.includes('.')) return 'needs a full domain, like www.your-domain.ae';
  return undefined;
}

/** A full https address: an outbound link, a booking or payment page, the form service. */
const https: Shape = {
  pattern: /^https:\/\/[^\s/?#]*\.[^\s/?#]+(?:[/?#]\S*)?$/u,
  problem: 'must be a full address starting with https://, without spaces, like https://www.your-domain.ae/page',
};
export const httpsAddress = withShape(https, (value) => urlProblem(value) ?? (https.pattern.test(value) ? undefined : https.problem));

/** The site's own address: scheme and domain, nothing after them. */
const origin: Shape = {
  pattern: /^https:\/\/[^\s/?#]*\.[^\s/?#]+$/u,
  problem: 'must be https:// and the domain only, no path and no trailing slash, like https://www.your-domain.ae',
};
export const siteAddress = withShape(origin, (value) => {
  const problem = urlProblem(value);
  if (problem) return problem;
  const url = new URL(value);
  if (url.pathname !== '/' || value.endsWith('/') || url.search || url.hash) return `must be the scheme and domain only, no path and no trailing slash: ${url.origin}`;
  return origin.pattern.test(value) ? undefined : origin.problem;
});

export const emailAddress = shaped({ pattern: /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/u, problem: 'is not an e-mail address: it looks like name@your-domain.ae' });

/** The number as people write it, from its E.164 form: '+971500000000' → '+971 50 000 0000'. */
export const phoneAsWritten = (e164: string): string => parsePhoneNumber(e164).formatInternational();

/** A number in the form a phone number is to be written, to show what the site makes of it. */
export const PHONE_EXAMPLE = '+971501234567';

/** E.164, as `https://wa.me/…` and `tel:` need it, and a number in use in its country (that, the build alone can tell). */
const e164: Shape = {
  pattern: /^\+[1-9]\d{6,14}$/u,
  problem: `is not an international number: a plus, the country code and the number, digits only, no spaces (e.g. ${PHONE_EXAMPLE}, which the site shows as ${phoneAsWritten(PHONE_EXAMPLE)})`,
};
export const internationalPhone = withShape(e164, (value) => {
  if (!e164.pattern.test(value)) return e164.problem;
  if (!isValidPhoneNumber(value)) return 'is not a phone number of its country: check the digits after the country code';
  return undefined;
});

/** A name that becomes part of a page's address: the founder's page is `/meet-<firstName>`. */
export const addressName = shaped({
  pattern: /^[a-z]+(?:-[a-z]+)*$/u,
  problem: 'must be lower-case English letters (a hyphen between parts): it makes the page address /meet-<name>',
});

/**
 * Words for the Arabic pages: at least one Arabic letter, and no run of English words. A Latin
 * name of one word inside Arabic words is theirs to keep (WhatsApp); a text of Latin letters
 * alone, or English words beside the Arabic («نور Coaching & Consultancy»), is English in the
 * Arabic field.
 */
export const arabicLetters = shaped({
  // Not a Persian or Urdu letter either: the Arabic pages' face does not carry them.
  pattern: new RegExp(String.raw`^(?![\s\S]*${OUTSIDE_ARABIC_FACE.source})(?![\s\S]*${latinRunSource()})[\s\S]*${ARABIC_LETTER.source}`, 'u'),
  problem: 'must be written in Arabic letters (ك and ي, not the Persian ک and ی), with no English words beside them: the Arabic pages show it',
  ar: 'اكتبه بالحروف العربية (ك وي، لا ک وی الفارسيتين) بلا كلمات إنجليزية: الصفحات العربية تعرضه',
});

/** A number of something counted: a price, minutes, a percentage. As text, for the editor, which tests what it saves as text. */
const WHOLE = /^-?\d+$/u;
export const wholeNumber = shaped({ pattern: WHOLE, problem: 'must be a whole number, without decimals' });

/** A price: whole dirhams (AED), as the price cards print it. */
export const wholeDirhams = shaped({ pattern: WHOLE, problem: 'must be whole dirhams (AED), without fils or decimals: 550, not 549.5' });

/** The kinds of picture an owner may upload: what sharp reads and the build turns into AVIF, WebP and JPEG. */
export const PICTURE_TYPES = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const;

/** A picture's type, by the end of its name (`.JPG` as well as `.jpg`). */
const picture: Shape = {
  pattern: new RegExp(String.raw`\.(?:${PICTURE_TYPES.map((type) => eitherCase(type.slice(1))).join('|')})$`, 'u'),
  problem: `must be a picture of type ${PICTURE_TYPES.slice(0, -1).join(', ')} or ${PICTURE_TYPES.at(-1)}`,
};
export const pictureType = withShape(picture, (value) => {
  const type = /\.[^./]*$/.exec(value)?.[0]?.toLowerCase();
  const allowed = `a picture must be ${PICTURE_TYPES.slice(0, -1).join(', ')} or ${PICTURE_TYPES.at(-1)}`;
  if (!type) return `has no type at the end of its name; ${allowed}`;
  if (!(PICTURE_TYPES as readonly string[]).includes(type)) return `is a ${type} file; ${allowed}`;
  return picture.pattern.test(value) ? undefined : picture.problem;
});

/** Where the editor puts the founder's photo, and how it writes the value: `/src/assets/photos/<file>.jpg`. */
export const PHOTOS_FOLDER = 'src/assets/photos';

/**
 * The founder's photo: a picture in the photos folder, by its path from the project's root. The
 * editor checks its type alone: it checks a new upload by the file's own name, before it has a place.
 */
export const founderPhotoPath = withShape(picture, (value) => {
  const inside = value.startsWith(`/${PHOTOS_FOLDER}/`) && !value.split(/[\\/]/).some((part) => part === '..');
  if (!inside) return `must be a photo in ${PHOTOS_FOLDER}/, written /${PHOTOS_FOLDER}/<file>.jpg (or empty, for the drawing)`;
  return pictureType(value);
});

/**
 * The analytics services' own identifiers (src/config/schema/analytics.ts), each in the form the
 * service gives it, so that a value copied with its scheme, a space or a path is refused at the field.
 */
const domainName = String.raw`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}`;

/** The site as it was added in Plausible: its domain, no https:// and nothing after it. */
export const plausibleDomain = shaped({
  pattern: new RegExp(`^${domainName}$`, 'u'),
  problem: 'must be the domain as it was added in Plausible, small letters, without https:// or a slash, like your-domain.ae',
});

/** Umami's website ID: the UUID its settings show. */
export const umamiWebsiteId = shaped({
  pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u,
  problem: 'must be the website ID Umami shows in its settings, like 94db1cb1-74f4-4a40-ad6c-962362670409',
});

/** GoatCounter: the site code (the name before .goatcounter.com), or a server of one's own's address of /count. */
const goatcounter: Shape = {
  pattern: /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|https:\/\/[^\s/?#]*\.[^\s/?#]+\/count)$/u,
  problem: 'must be the site code GoatCounter gave (the name before .goatcounter.com, small letters), or the full address of your own server’s counter, ending /count',
};
export const goatcounterSite = withShape(goatcounter, (value) => (/^https?:/.test(value) ? urlProblem(value) : undefined) ?? (goatcounter.pattern.test(value) ? undefined : goatcounter.problem));

/** Google Analytics 4's measurement ID, as its data stream shows it: `G-` and ten letters or digits. */
export const gaMeasurementId = shaped({
  pattern: /^G-[A-Z0-9]{6,12}$/u,
  problem: 'must be the measurement ID of your Google Analytics data stream, like G-ABC123DEF4 (G, a dash, then capital letters and digits)',
});

/**
 * The codes the search consoles give to prove the site is the owner's: the `content` of the meta
 * tag each one shows, not the whole tag. Google's is letters, digits, `-` and `_`; Bing's, 32
 * hexadecimal digits.
 */
export const googleVerification = shaped({
  pattern: /^[A-Za-z0-9_-]{20,100}$/u,
  problem: 'must be the code alone, the part between the quotes after content= in the tag Google Search Console shows (letters, digits, - and _), without the rest of the tag',
});
export const bingVerification = shaped({
  pattern: /^[0-9A-Fa-f]{32}$/u,
  problem: 'must be the code alone, the 32 letters and digits between the quotes after content= in the tag Bing Webmaster Tools shows, without the rest of the tag',
});
