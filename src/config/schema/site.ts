import type { z } from 'zod';
import { addressName, bilingual, emailAddress, group, internationalPhone, link, oneOf, optionalLink, optionalPicture, optionalWords, siteAddress, words, yesOrNo } from './fields';
import * as rules from './rules';
import { founderPhotoPath, phoneAsWritten, shaped } from './rules';

/**
 * Everything that identifies the business: src/config/settings/site.json. Every page reads it, and
 * nothing else in the code base spells out a name, number or outbound address. docs/settings.md
 * lists every field.
 */
export const siteSchema = group({
  /** The site's public address, no trailing slash: canonical, hreflang and share addresses. */
  origin: siteAddress(),
  brand: bilingual(),
  /** Short form for tight spaces (logo, share image, the end of every page title). */
  brandShort: bilingual(),
  city: bilingual(),
  country: bilingual(),
  /** The country as running text says it: 'across the UAE', 'في دولة الإمارات'. */
  countryShort: bilingual(),
  /** ISO 3166-1, for search engines: AE. */
  countryCode: words(shaped({ pattern: /^[A-Z]{2}$/u, problem: 'must be the two capital letters of ISO 3166-1, e.g. AE' })),
  founder: group({
    name: bilingual(),
    /** The founder page's address: `/meet-<firstName>`. */
    firstName: addressName(),
    /** Sets the grammar that follows the name: Arabic agreement, and `{her|his}` in any sentence. */
    gender: oneOf(['woman', 'man']),
    /**
     * Her photograph, uploaded into src/assets/photos/ (`/src/assets/photos/<file>.jpg`): at least
     * 800 × 1000 pixels. Empty (or left out): the site draws her initials and name instead.
     */
    photo: optionalPicture(founderPhotoPath),
  }),
  contact: group({
    email: emailAddress(),
    /** In E.164 (`+971501234567`): calls, WhatsApp (`https://wa.me/…`) and search engines. */
    phone: internationalPhone(),
  }).transform((contact) => ({
    ...contact,
    /** The same number as people write it, derived at build: '+971 50 123 4567'. */
    phoneDisplay: phoneAsWritten(contact.phone),
  })),
  /** Profile addresses; one left empty (or out) is not shown anywhere. */
  social: group({
    instagram: optionalLink(),
    linkedin: optionalLink(),
    youtube: optionalLink(),
    tiktok: optionalLink(),
  }).transform((social) => Object.fromEntries(Object.entries(social).filter(([, address]) => address)) as Partial<Record<keyof typeof social, string>>),
  /** The free discovery session's page on the scheduling service; it opens in a new tab. */
  scheduling: group({ discovery: link() }),
  /** The form service's address the contact form posts to. */
  formEndpoint: link(),
  /**
   * The sign-in service that lets the editor at /admin offer "Sign In with GitHub" (its address,
   * https://…; docs/going-live.md, step 7). Empty (or left out): the editor signs in with a token.
   */
  editorSignIn: optionalWords(rules.httpsAddress, 'The address of the editor’s sign-in service, starting https:// (empty: sign in with a token)'),
  /**
   * A round WhatsApp button in the corner of every page, opening a chat with a greeting in the
   * page's language (its words: src/content/shared/whatsapp/). Off, the site carries none of it.
   */
  whatsappButton: group({
    show: yesOrNo().meta({ description: 'Show the WhatsApp button on every page' }),
    number: optionalWords(rules.internationalPhone, `Only if chats go to another number than the contact phone: + and the country code, digits only (${rules.PHONE_EXAMPLE}). Empty: the contact phone`),
  }),
  /**
   * The codes that prove to the search consoles that the site is the owner's: a meta tag on the
   * home page each. Left out (as the editor leaves a group of empty fields out): none.
   */
  searchConsoles: group({
    google: optionalWords(rules.googleVerification, 'Its "HTML tag" method: the code alone, what follows content= between the quotes. Empty: none'),
    bing: optionalWords(rules.bingVerification, 'Its "HTML Meta Tag" method: the code alone, what follows content= between the quotes. Empty: none'),
  })
    .optional()
    .transform((consoles) => consoles ?? {}),
});

export type SiteSettings = z.output<typeof siteSchema>;
