import { founderPictureAlt } from './founder-picture';
import { site } from '../../config/site';
import { yearsOfExperience } from '../../config/stats';
import type { FounderContent } from '../types/founder';
import { discoveryLengthBefore, replyTime } from './periods';

const founderName = site.founder.name.en;
const years = yearsOfExperience;

const founder: FounderContent = {
  meta: {
    // Kept short enough for a name of 25 characters (test/unit/page-metadata.test.ts).
    title: `${founderName}, coach in ${site.city.en}`,
    description: `${founderName} is a certified coach with ${years} years' experience in life, career and business coaching, in ${site.city.en} or online, in English or Arabic.`,
    keywords: [
      founderName,
      `certified coach ${site.city.en}`,
      `life coach ${site.city.en}`,
      `career coach in ${site.countryShort.en}`,
      `business coach ${site.city.en}`,
      'Arabic speaking coach',
    ],
  },
  hero: {
    eyebrow: 'Meet the founder',
    title: founderName,
    role: 'Founder and certified coach',
    lead: `About ${years} years of helping people and organisations get clear on what they want, and then get there. Life, career and business coaching, in English or Arabic.`,
    cta: 'Book a free discovery session',
    portraitAlt: founderPictureAlt,
  },
  story: {
    eyebrow: 'In my own words',
    title: 'Why I coach',
    paragraphs: [
      `For about ${years} years I have sat across the table from people at turning points: a manager taking on a first leadership role, a professional ready for a change of field, a business owner whose company had outgrown the way it was run.`,
      'I learned early that most people do not need more advice. They need space to think, honest questions and someone who holds them to the plan they chose. That is what coaching offers, and it is why I trained and certified as a coach.',
      `Today I work with individuals, professionals and business owners in ${site.city.en} and beyond. I offer life coaching, career coaching, and business coaching and consultancy, in English or Arabic, in person, by phone or by video.`,
      'My approach is practical. We agree clear goals, build a plan you can follow and review progress honestly. I am warm and I am direct: my job is to help you see clearly and act, not to tell you what you want to hear.',
      `Every working relationship starts with a free ${discoveryLengthBefore} discovery session. It is the best way for both of us to know whether we are the right fit.`,
    ],
  },
  quote: 'You do not need to have everything figured out. You need one clear next step, and the commitment to take it.',
  next: {
    title: 'Where to next',
    items: [
      { page: 'services', label: 'Explore the services', description: 'Life, career and business coaching: who each is for and what it costs.' },
      { page: 'contact', label: 'Get in touch', description: `A question before you book? Write to us: we reply within ${replyTime}.` },
      { page: 'booking', label: 'Book a session', description: 'Start with the free discovery session, or book a paid session.' },
    ],
  },
  expertise: {
    eyebrow: 'Expertise',
    title: 'Experience you can draw on',
    intro: `About ${years} years of coaching and consultancy in careers, leadership and business, across the sectors that shape ${site.city.en}.`,
    keyAreas: {
      title: 'Key areas',
      items: [
        'Life coaching: balance, confidence and direction',
        'Career coaching: promotions, career changes and first leadership roles',
        'Leadership development for managers and executives',
        'Strategic planning for businesses',
        'Team development and performance',
        'Process improvement for growing companies',
      ],
    },
    credentials: {
      title: 'Certifications and memberships',
      items: [
        'Internationally recognised coaching certifications',
        'Membership of international professional coaching associations',
        'A professional code of ethics and strict confidentiality',
        'Continuing professional development in coaching and management practice',
      ],
    },
    sectors: {
      title: 'Sector experience',
      items: [
        'Government and semi-government',
        'Energy',
        'Banking and finance',
        'Healthcare',
        'Education',
        'Family businesses',
        'SMEs and start-ups',
      ],
    },
  },
  closing: {
    title: "Let's start with a conversation",
    body: `Book a free ${discoveryLengthBefore} discovery session with me. We will look at where you are, where you want to be and what is in the way, then agree your first steps. No pressure, no obligation.`,
    cta: 'Book a free discovery session',
  },
};

export default founder;
