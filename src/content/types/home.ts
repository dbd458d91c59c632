import type { PageMetaContent, Stat, Testimonial } from './common';

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
