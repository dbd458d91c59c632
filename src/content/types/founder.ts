import type { ClosingContent, PageMetaContent } from './common';

export interface ExpertiseCard {
  title: string;
  items: string[];
}

export interface FounderContent {
  meta: PageMetaContent;
  hero: {
    eyebrow: string;
    /** The founder's name, from the site config. */
    title: string;
    /** Job title, also the Person's jobTitle in structured data. */
    role: string;
    lead: string;
    /** The discovery-session button (external scheduling page). */
    cta: string;
    portraitAlt: string;
  };
  /** The introduction, in the founder's own voice. */
  story: { eyebrow: string; title: string; paragraphs: string[] };
  /** A short pull quote from the founder. */
  quote: string;
  /** Links on to the services, contact and booking pages, in that order, each with a line on what is there. */
  next: {
    title: string;
    items: { page: 'services' | 'contact' | 'booking'; label: string; description: string }[];
  };
  expertise: {
    eyebrow: string;
    title: string;
    intro: string;
    keyAreas: ExpertiseCard;
    credentials: ExpertiseCard;
    sectors: ExpertiseCard;
  };
  /** Its button goes to the external discovery-session booking. */
  closing: ClosingContent;
}
