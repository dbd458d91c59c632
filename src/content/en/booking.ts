import type { BookingContent } from '../types/booking';
import offers from './offers';
import { discoveryLength, discoveryLengthBefore, noticeGiven } from './periods';
import { capitalised } from '../../i18n/duration-en';
import { site } from '../../config/site';

const booking: BookingContent = {
  meta: {
    title: 'Book a free discovery or coaching session',
    description:
      `Book a free ${discoveryLengthBefore} discovery session with no obligation, or pay for a single life, career or business coaching session. In ${site.city.en}, by phone or video.`,
    keywords: [
      `book a coach ${site.city.en}`,
      'free discovery session',
      'life coaching session',
      'career coaching session',
      `business coaching in ${site.countryShort.en}`,
      'coaching in Arabic',
    ],
  },
  hero: {
    eyebrow: 'Book a session',
    title: 'Start Your Transformation Today',
    lead: `Begin with a free ${discoveryLengthBefore} discovery session, or book a paid session if you already know what you need. In person in ${site.city.en}, by phone or by video.`,
  },
  discovery: {
    eyebrow: 'Start here',
    title: 'Free Discovery Session',
    lead: `${capitalised(discoveryLength)}, one-to-one, at no cost. We look at where you are, where you want to be and what stands in the way.`,
    whatHappens: {
      title: 'What happens in the session',
      items: [
        'Clarify your goals and set a vision',
        'Identify and analyse what holds you back',
        'Agree personalised action steps',
        'Get a recommended coaching programme',
      ],
    },
    leaveWith: {
      title: "You'll leave with",
      items: [
        'A clear picture of your goals',
        'The main obstacles named and understood',
        'First steps you can take this week',
        'An honest view of whether coaching fits you',
      ],
    },
    promise: {
      title: 'No Pressure Promise',
      body: 'The discovery session is free and carries no obligation. There is no sales pitch at the end: you decide what happens next, in your own time.',
    },
  },
  paid: {
    eyebrow: 'Ready to begin?',
    title: 'Paid Coaching & Consultancy Sessions',
    intro: `Already know what you need? Book and pay for a single session. To cancel or reschedule, please give at least ${noticeGiven}.`,
  },
  banner: {
    alt: 'Illustration: a road winds over purple hills towards a rising sun, past three milestones.',
    title: 'Your goals deserve a clear plan',
    body: 'Coaching gives you room to think, questions that cut through and someone to keep you on track. In English or Arabic, in person or remotely.',
  },
  journey: {
    eyebrow: 'What to expect',
    title: 'Your Journey with Us',
    steps: [
      {
        title: 'Welcome & Preparation',
        description:
          'Pick a time and choose to meet in person, by phone or by video. Before we meet, think about the one change that would matter most to you.',
      },
      {
        title: 'Your Coaching Experience',
        description:
          'Honest, structured conversations in English or Arabic. Each session ends with clear actions for the week ahead.',
      },
      {
        title: 'Growth & Next Steps',
        description:
          'We review your progress together and adjust the plan, so the habits and skills you build keep working after coaching ends.',
      },
    ],
  },
  offers,
};

export default booking;
