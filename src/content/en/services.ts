import type { ServicesContent } from '../types/services';
import offers from './offers';
import { discoveryLength, discoveryLengthBefore } from './periods';
import { site } from '../../config/site';

const services: ServicesContent = {
  meta: {
    title: `Coaching and consultancy services in ${site.city.en}`,
    description:
      `Life coaching, career coaching and business consultancy in ${site.city.en}, by phone or video, in English or Arabic. Start with a free ${discoveryLengthBefore} discovery session.`,
    keywords: [
      `coaching services ${site.city.en}`,
      `life coaching ${site.city.en}`,
      `career coaching in ${site.countryShort.en}`,
      `business coaching ${site.city.en}`,
      `management consultancy in ${site.countryShort.en}`,
      'Arabic speaking coach',
    ],
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Coaching for your life, your career and your business',
    lead: `Practical one-to-one sessions that start where you are today and end with clear next steps. In person in ${site.city.en}, by phone or by video, in English or Arabic.`,
    cta: 'Book a free discovery session',
  },
  catalogue: {
    eyebrow: 'Three services',
    title: 'Choose where to start',
    intro: 'Each service has its own focus. The method is the same: clear goals, practical steps and regular reviews.',
  },
  benefits: {
    eyebrow: 'Why work with us',
    title: 'Experience you can rely on',
    items: [
      {
        icon: 'clock',
        title: 'Around 20 years of experience',
        description:
          'Two decades of helping people and organisations grow, from first-time managers to owners of established companies.',
      },
      {
        icon: 'award',
        title: 'A certified coach',
        description:
          'Internationally recognised coaching certifications and a structured method behind every session.',
      },
      {
        icon: 'globe',
        title: 'Your language, your format',
        description: `Meet in person in ${site.city.en}, or by phone or video. Sessions run in English or Arabic.`,
      },
      {
        icon: 'lock',
        title: 'Practical and confidential',
        description: 'Every session ends with actions for the week ahead. What you share stays between us.',
      },
    ],
  },
  howItWorks: {
    eyebrow: 'Getting started',
    title: 'How It Works',
    steps: [
      {
        title: 'Book your free discovery session',
        description: `Choose a time that suits you. We spend ${discoveryLength} on your goals and on what stands in the way.`,
      },
      {
        title: 'Agree your plan',
        description: 'You get a clear recommendation: which service fits you, and what we work on first.',
      },
      {
        title: 'Start your sessions',
        description: 'Pay for each session as you go. We review your progress together and adjust the plan as you grow.',
      },
    ],
  },
  closing: {
    title: 'Not sure which service fits?',
    body: `Start with the free discovery session. In ${discoveryLength} we will find the right place to begin, with no obligation.`,
    cta: 'Book a free discovery session',
  },
  offers,
};

export default services;
