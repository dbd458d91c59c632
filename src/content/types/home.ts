import type { PageMetaContent, Stat, Testimonial } from './common';
import type { OffersContent } from './offers';

export interface HomeContent {
  meta: PageMetaContent;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    primaryCta: string;
    secondaryCta: string;
    artAlt: string;
  };
  /** A card per service follows, from `offers`: its plain name, teaser and link label. */
  services: {
    eyebrow: string;
    title: string;
    intro: string;
  };
  stats: {
    title: string;
    /** Every figure of `src/config/stats.ts`, labelled. */
    items: Stat[];
  };
  testimonials: {
    eyebrow: string;
    title: string;
    ratingLabel: string;
    items: [Testimonial, Testimonial, Testimonial];
  };
  founder: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    linkLabel: string;
    portraitAlt: string;
  };
  philosophy: {
    eyebrow: string;
    title: string;
    intro: string;
    principles: { title: string; description: string }[];
  };
  closing: {
    title: string;
    body: string;
    cta: string;
  };
  offers: OffersContent;
}
