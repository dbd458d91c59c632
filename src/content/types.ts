/** Shapes shared by the English and Arabic content modules. */

export interface PageMetaContent {
  title: string;
  description: string;
  keywords: string[];
}

export interface Stat {
  value: number;
  /** Printed after the number, e.g. '+' or '%'. */
  suffix: string;
  label: string;
}

export interface Testimonial {
  /** Initials only: clients stay private. */
  name: string;
  role: string;
  content: string;
}

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
  services: {
    eyebrow: string;
    title: string;
    intro: string;
    cards: Record<'lifeCoaching' | 'careerCoaching' | 'businessCoaching', { title: string; description: string; linkLabel: string }>;
  };
  stats: {
    title: string;
    items: [Stat, Stat, Stat, Stat];
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
}

export interface ThankYouContent {
  meta: PageMetaContent;
  title: string;
  body: string;
  next: string;
  homeLink: string;
  servicesLink: string;
}
