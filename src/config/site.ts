/**
 * Everything that identifies the business. Nothing else in the code base
 * spells out a name, address, number or outbound URL: read it from here.
 * The README's "Make it yours" section lists every field.
 */

export type Locale = 'en' | 'ar';

/** A value given once per language. */
export type Bilingual<T = string> = Record<Locale, T>;

export interface SiteConfig {
  /** Public origin, no trailing slash: used for canonical, hreflang and share URLs. */
  origin: string;
  brand: Bilingual;
  /** Short form for tight spaces (logo, share image). */
  brandShort: Bilingual;
  city: Bilingual;
  country: Bilingual;
  /** The country's short name as running text says it: 'across the UAE', 'في دولة الإمارات'. */
  countryShort: Bilingual;
  /** ISO 3166-1 code, for structured data. */
  countryCode: string;
  founder: {
    name: Bilingual;
    /** Used in the founder page path: `/meet-<firstName>`. Lower case, ASCII. */
    firstName: string;
    /** Sets the grammar that follows the name: Arabic agreement, and `{her|his}` in any sentence. */
    gender: 'woman' | 'man';
  };
  contact: {
    email: string;
    /** WhatsApp number in E.164 form, digits only after the plus. */
    whatsappE164: string;
    /** The same number as people write it. */
    whatsappDisplay: string;
  };
  social: {
    instagram: string;
    linkedin: string;
    youtube: string;
    tiktok: string;
  };
  /** External scheduling page of the free discovery session; it opens in a new tab. */
  scheduling: { discovery: string };
  /** The form-handling service's POST endpoint for the contact form. */
  formEndpoint: string;
}

export const site: SiteConfig = {
  origin: 'https://www.example.com',
  brand: {
    en: 'Noor Coaching & Consultancy',
    ar: 'نور للكوتشينغ والاستشارات',
  },
  brandShort: { en: 'Noor', ar: 'نور' },
  city: { en: 'Abu Dhabi', ar: 'أبوظبي' },
  country: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  countryShort: { en: 'the UAE', ar: 'الإمارات' },
  countryCode: 'AE',
  founder: {
    name: { en: 'Sara Example', ar: 'سارة مثال' },
    firstName: 'sara',
    gender: 'woman',
  },
  contact: {
    email: 'hello@example.com',
    whatsappE164: '+971500000000',
    whatsappDisplay: '+971 50 000 0000',
  },
  social: {
    instagram: 'https://www.instagram.com/example',
    linkedin: 'https://www.linkedin.com/company/example',
    youtube: 'https://www.youtube.com/@example',
    tiktok: 'https://www.tiktok.com/@example',
  },
  scheduling: { discovery: 'https://scheduling.example.com/discovery-session' },
  formEndpoint: 'https://forms.example.com/f/contact',
};

export const mailtoHref = `mailto:${site.contact.email}`;
export const whatsappHref = `https://wa.me/${site.contact.whatsappE164.replace(/^\+/, '')}`;
