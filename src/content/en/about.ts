import { site } from '../../config/site';
import { labelledStats, yearsOfExperience as years } from '../../config/stats';
import type { AboutContent } from '../types/about';
import figureLabels from './figures';
import { discoveryLengthBefore } from './periods';

const about: AboutContent = {
  meta: {
    title: `About us: coaching and consultancy in ${site.city.en}`,
    description:
      `Our story, vision and values: certified life, career and business coaching in ${site.city.en}, built on ${years} years of experience and a clear four-step method.`,
    keywords: [
      `coaching ${site.city.en}`,
      `certified coach in ${site.countryShort.en}`,
      `management consultancy ${site.city.en}`,
      'coaching methodology',
      'life and career coaching',
      `business consultancy in ${site.countryShort.en}`,
    ],
  },
  hero: {
    eyebrow: 'About us',
    title: 'Coaching that turns intention into progress',
    lead: 'We help individuals, professionals and business owners get clear on what they want, then follow it through. One-to-one, in English or Arabic.',
  },
  story: {
    eyebrow: 'Our story',
    title: `Built on ${years} years of practice`,
    paragraphs: [
      `${site.brand.en} began with a simple observation. Most people already know they want something to change. What they lack is the time, a clear structure and an honest partner to think it through with.`,
      `Our founder, ${site.founder.name.en}, has worked as a certified coach for about ${years} years, with professionals weighing their next move, managers stepping into leadership and owners steering a growing company.`,
      `Today we offer life coaching, career coaching, and business coaching and consultancy. Sessions take place in person in ${site.city.en}, by phone or by video, in English or Arabic, whichever helps you think most clearly.`,
      `Every engagement starts the same way: a free ${discoveryLengthBefore} discovery session to understand where you are and where you want to be.`,
    ],
    figures: labelledStats(figureLabels),
  },
  vision: {
    title: 'Our vision',
    body: `People and organisations across ${site.countryShort.en} who know where they are going, lead with confidence and grow in ways that last.`,
  },
  mission: {
    title: 'Our mission',
    body: 'To give every client clarity, a practical plan and steady support until the change holds. We do it through honest conversation, structured coaching and follow-through you can measure.',
  },
  values: {
    eyebrow: 'What guides us',
    title: 'Our core values',
    intro: 'Four principles shape every session, whether we are working on your life, your career or your company.',
    items: [
      {
        icon: 'heart',
        title: 'Empathy & Understanding',
        description:
          'We listen before we advise. Your situation, your culture and the pressures you carry come first, and what you share stays confidential.',
      },
      {
        icon: 'target',
        title: 'Goal-Oriented Excellence',
        description:
          'Every engagement has clear goals we agree together. We track progress against them, so you can see what has changed and what still needs work.',
      },
      {
        icon: 'lightbulb',
        title: 'Innovative Solutions',
        description:
          'No two clients are alike, so no two plans are. We draw on a wide range of coaching and consulting tools and adapt them to you, not the other way round.',
      },
      {
        icon: 'sprout',
        title: 'Sustainable Growth',
        description:
          'Quick wins matter, but lasting change matters more. We build habits, skills and systems that keep working long after our sessions end.',
      },
    ],
  },
  methodology: {
    eyebrow: 'Our methodology',
    title: 'Four steps from first conversation to lasting change',
    intro: 'A clear process: you always know where you are, what comes next and why.',
    steps: [
      {
        title: 'Discovery & Assessment',
        description:
          `We start with a free ${discoveryLengthBefore} discovery session. We look at where you are now, what you want to change and what has held you back so far.`,
      },
      {
        title: 'Strategic Planning',
        description:
          'Together we set clear, measurable goals and turn them into a practical plan, with priorities, milestones and a realistic timeline.',
      },
      {
        title: 'Implementation & Action',
        description:
          'You put the plan to work between sessions. We meet regularly to solve problems as they arise, build skills and keep your momentum.',
      },
      {
        title: 'Review & Refinement',
        description:
          'We measure progress against your goals, adjust the plan where needed and make sure the results hold once our work together ends.',
      },
    ],
  },
  closing: {
    title: 'Take the first step',
    body: `Book a free ${discoveryLengthBefore} discovery session, in person in ${site.city.en}, by phone or by video, in English or Arabic. No pressure, no obligation.`,
    cta: 'Book a free discovery session',
  },
};

export default about;
