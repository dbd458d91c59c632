import { site } from '../../config/site';

/**
 * Short interface strings. English defines the shape; every other language
 * must satisfy `UiStrings`, so a missing translation fails to compile.
 */
const en = {
  brandName: site.brand.en,
  tagline: `Coaching and management consultancy in ${site.city.en}`,
  skipToContent: 'Skip to main content',
  logoLabel: `${site.brand.en}, home`,
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About',
    founder: `Meet ${site.founder.name.en.split(' ')[0]}`,
    services: 'Services',
    booking: 'Book a Session',
    blog: 'Blog',
    contact: 'Contact',
    privacy: 'Privacy',
    terms: 'Terms',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
  },
  headerCta: 'Book Free Discovery',
  languageSwitch: {
    /** Shown in the other language's own script. */
    label: 'العربية',
    hint: 'Read this page in Arabic',
  },
  newTab: '(opens in a new tab)',
  /** Between the parts of a name read out, as in 'Pay, Life Coaching'. */
  comma: ', ',
  /** The accessible name of the dirham sign drawn beside prices. */
  currency: 'AED',
  breadcrumb: 'Breadcrumb',
  footer: {
    about: `Coaching and consultancy for people and organisations ready for their next step. Sessions in English and Arabic, in person in ${site.city.en} or online.`,
    explore: 'Explore',
    legal: 'Legal',
    reach: 'Get in touch',
    email: 'Email',
    whatsapp: 'WhatsApp',
    location: `${site.city.en}, ${site.country.en}`,
    rights: 'All rights reserved.',
    socialLabel: 'Social media',
  },
};

export type UiStrings = typeof en;
export default en;
