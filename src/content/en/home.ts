import { founderPictureAlt } from './founder-picture';
import { site } from '../../config/site';
import { labelledStats, yearsOfExperience } from '../../config/stats';
import type { HomeContent } from '../types/home';
import figureLabels from './figures';
import { discoveryLengthBefore } from './periods';
import offers from './offers';

const founderFirstName = site.founder.name.en.split(' ')[0];

const home: HomeContent = {
  meta: {
    title: `Life, career and business coaching in ${site.city.en}`,
    description:
      `Life, career and business coaching in ${site.city.en} and online, in English or Arabic, with a certified coach of ${yearsOfExperience} years' experience. The discovery session is free.`,
    keywords: [
      `life coach ${site.city.en}`,
      `career coaching in ${site.countryShort.en}`,
      `business coaching ${site.city.en}`,
      `management consultancy in ${site.countryShort.en}`,
      'executive coaching',
      'Arabic speaking coach',
    ],
  },
  hero: {
    eyebrow: `Coaching & consultancy · ${site.city.en}`,
    title: 'Your journey to greatness begins with one bold decision!',
    lead: 'Clear thinking, honest questions and a plan you will actually follow. One-to-one coaching for your life, your career and your business, in English or Arabic.',
    primaryCta: 'Book a Free Discovery Session',
    secondaryCta: 'Explore Our Services',
    artAlt: '',
  },
  services: {
    eyebrow: 'What we do',
    title: 'Three ways to move forward',
    intro: 'Every programme starts where you are today and ends with results you can point to.',
  },
  stats: {
    title: 'Results so far',
    items: labelledStats(figureLabels),
  },
  testimonials: {
    eyebrow: 'Client stories',
    title: 'In their words',
    ratingLabel: 'Rated 5 out of 5',
    items: [
      {
        name: 'R. A.',
        role: 'Operations manager',
        content:
          'I came in feeling stuck and left the first session with three clear priorities. Six months on, I have the role I wanted and far less noise in my head.',
      },
      {
        name: 'M. K.',
        role: 'Founder, retail business',
        content:
          'Practical from day one. We rebuilt how my team plans its week, and for the first time the business runs without me in every meeting.',
      },
      {
        name: 'L. H.',
        role: 'Senior engineer',
        content:
          'Honest, warm and direct. The sessions pushed me to make a career change I had put off for years, and I had a plan for every step.',
      },
    ],
  },
  founder: {
    eyebrow: 'Your coach',
    title: `Meet ${site.founder.name.en}`,
    paragraphs: [
      `${founderFirstName} is a certified coach with about ${yearsOfExperience} years of experience helping people and organisations grow, from first-time managers to owners of established companies.`,
      `Sessions are practical and confidential, held in English or Arabic, in person in ${site.city.en}, by phone or by video.`,
    ],
    linkLabel: `Read ${founderFirstName}'s story`,
    portraitAlt: founderPictureAlt,
  },
  philosophy: {
    eyebrow: 'How we work',
    title: 'Change that lasts is built, not hoped for',
    intro: 'Coaching is not advice from the sidelines. It is a partnership with clear goals, honest feedback and steady follow-through.',
    principles: [
      {
        title: 'Start with clarity',
        description: 'We define what success looks like for you before we plan a single step.',
      },
      {
        title: 'Act in small, steady steps',
        description: 'Each session ends with actions you can take that week, not a wish list.',
      },
      {
        title: 'Measure and adjust',
        description: 'We review progress together and change course when the evidence says so.',
      },
    ],
  },
  closing: {
    title: 'Start with a free discovery session',
    body: `Book a free ${discoveryLengthBefore} discovery session. We will clarify your goals, name what is in the way and agree your first steps. No pressure, no obligation.`,
    cta: 'Start Your Journey Today',
  },
  offers,
};

export default home;
