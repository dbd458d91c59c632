import { site } from '../../../config/site';
import type { ServicePageContent } from '../../types/service-page';
import offers from '../offers';
import { discoveryLengthBefore, noticeGiven } from '../periods';

const page: ServicePageContent = {
  meta: {
    title: `Life coaching in ${site.city.en}, in English or Arabic`,
    description:
      `One-to-one life coaching in ${site.city.en}, by phone or by video. Map your life, set a clear vision and build habits that last. Start with a free discovery session.`,
    keywords: [
      `life coaching ${site.city.en}`,
      `life coach in ${site.countryShort.en}`,
      'Arabic speaking life coach',
      'work-life balance coaching',
      'personal development coaching',
      'online life coaching',
    ],
  },
  hero: {
    eyebrow: 'Life Coaching',
    title: 'Find balance, confidence and a clear direction',
    lead: 'One-to-one sessions for the parts of life that feel stuck: work and rest, relationships, health, confidence. We look at the whole picture, choose what matters most and turn it into steps for this week.',
    cta: 'Book a life coaching session',
  },
  sections: [
    {
      kind: 'outcomes',
      eyebrow: 'Why life coaching',
      title: 'What changes for you',
      intro: 'Time to think, a clear structure and an honest partner. Clients usually notice four things.',
      items: [
        {
          icon: 'compass',
          title: 'A clearer sense of direction',
          description: "You decide what you want from the next few years, in your own words, instead of drifting with other people's priorities.",
        },
        {
          icon: 'balance',
          title: 'Better balance',
          description: 'Work, family, health and rest side by side, so one area stops quietly draining the others.',
        },
        {
          icon: 'shield',
          title: 'Steadier confidence',
          description: 'You name the beliefs that hold you back and test them, one small action at a time.',
        },
        {
          icon: 'repeat',
          title: 'Habits that last',
          description: 'Change built into your week, reviewed every session and adjusted when life gets in the way.',
        },
      ],
    },
    {
      kind: 'process',
      eyebrow: 'How it works',
      title: 'Four steps from stuck to moving',
      intro: `Every session is one to one with ${site.founder.name.en}.`,
      steps: [
        {
          title: 'Life Wheel evaluation',
          description: 'You rate each area of your life, from career and money to health and relationships, and see at a glance where the gaps are.',
        },
        {
          title: 'Vision',
          description: 'We describe what a good life looks like for you a year from now: specific, personal, written down.',
        },
        {
          title: 'Action plan',
          description: 'A few priorities, concrete weekly steps and the likely obstacles, named in advance.',
        },
        {
          title: 'Implement',
          description: 'You act between sessions; each time we meet, we review what worked and adjust the plan.',
        },
      ],
    },
    {
      kind: 'testimonial',
      title: "In a client's words",
      testimonial: {
        name: 'N. S.',
        role: 'Teacher and mother of two',
        content:
          'I thought I needed more time. What I needed was to stop saying yes to everything. Four months in, my evenings belong to my family again, and I have finally started the course I kept postponing.',
      },
    },
    {
      kind: 'pricing',
      eyebrow: 'Sessions and prices',
      title: 'Start free, then pay per session',
      intro: `Begin with the free ${discoveryLengthBefore} discovery session, with no obligation. If coaching is right for you, book and pay one session at a time.`,
    },
    {
      kind: 'faq',
      eyebrow: 'Questions',
      title: 'Questions about life coaching',
      items: [
        {
          question: 'How is life coaching different from therapy?',
          answer:
            'Therapy often looks back and works on what hurts. Coaching looks forward: it helps you set goals, make decisions and act on them. If something needs clinical support, we will tell you so honestly.',
        },
        {
          question: 'How soon will I see progress?',
          answer:
            'Most clients feel clearer after the first few sessions. Real progress typically shows within 3–6 months of regular sessions, depending on your goals and how consistently you act between them.',
        },
        {
          question: 'How are sessions held?',
          answer: `In person in ${site.city.en}, by phone or by video, in English or Arabic. If you need to cancel or reschedule, please give at least ${noticeGiven}.`,
        },
        {
          question: 'How do I know if coaching is right for me?',
          answer: `Book the free ${discoveryLengthBefore} discovery session. We clarify your goals, look at what is in the way and decide together whether coaching fits. There is no obligation to continue.`,
        },
      ],
    },
    {
      kind: 'related',
      eyebrow: 'Other services',
      title: 'Other ways to move forward',
      intro: 'Life rarely changes in one area alone. If your work or your business is part of the picture, start there.',
    },
  ],
  closing: {
    title: 'Ready to take the first step?',
    body: `In the free ${discoveryLengthBefore} discovery session you get a clearer picture of what you want and your first steps towards it. No pressure, no obligation.`,
    cta: 'Book a free discovery session',
  },
  offers,
};

export default page;
