import { site } from '../../../config/site';
import type { ServicePageContent } from '../../types/service-page';
import offers from '../offers';
import { discoveryLengthBefore, noticeGiven } from '../periods';

const page: ServicePageContent = {
  meta: {
    title: `Career coaching in ${site.city.en} for your next move`,
    description:
      `Career coaching in ${site.city.en} and online, in English or Arabic, for a promotion, a career change or a first leadership role. Book a free discovery session.`,
    keywords: [
      `career coaching ${site.city.en}`,
      `career coach in ${site.countryShort.en}`,
      'career change coaching',
      'leadership development',
      'interview preparation',
      'promotion coaching',
      'personal branding',
    ],
  },
  hero: {
    eyebrow: 'Career Coaching',
    title: 'Plan your next career move with intent',
    lead: 'A promotion, a new field or your first leadership role: we work out where you are heading, what stands in the way and how to get there. Practical sessions, clear goals, steady progress.',
    cta: 'Book a career coaching session',
  },
  sections: [
    {
      kind: 'outcomes',
      eyebrow: 'Outcomes',
      title: 'What you can expect',
      intro: 'Practical sessions with one aim: your next move, planned and made.',
      checklist: [
        'A clear career goal and a realistic plan to reach it',
        'A sharper account of your strengths and achievements',
        'A CV and online profile that show your real value',
        'Confidence in interviews and promotion conversations',
        'Better working relationships with managers and colleagues',
        'Steady progress, reviewed and adjusted at every session',
      ],
    },
    {
      kind: 'process',
      eyebrow: 'How it works',
      title: 'Four steps to your next role',
      intro: `Every session is one to one with ${site.founder.name.en}.`,
      steps: [
        {
          title: 'Assess where you are',
          description: 'Your experience, strengths, values and what you want from work, so the plan starts from facts.',
        },
        {
          title: 'Set a clear goal',
          description: 'The role, level or field you are aiming for, and what success will look like for you.',
        },
        {
          title: 'Build your plan',
          description: 'Skills to develop, people to talk to, roles to apply for: in order, with dates.',
        },
        {
          title: 'Act and review',
          description: 'You take the steps between sessions; we review the results and adjust as opportunities appear.',
        },
      ],
    },
    {
      kind: 'testimonial',
      title: "In a client's words",
      testimonial: {
        name: 'A. F.',
        role: 'Project manager, energy sector',
        content:
          'Within a month I knew exactly what I wanted and how to ask for it. Five months later I was promoted to lead the team I had been part of, and I felt ready for it.',
      },
    },
    {
      kind: 'cards',
      eyebrow: 'Results',
      title: 'What clients typically achieve',
      intro: 'Results depend on your goals and the work you put in between sessions. These are the changes we see most often.',
      items: [
        {
          icon: 'calendar',
          title: 'Improvement within a month',
          description: 'A clear goal, a written plan and more confidence at work, usually within the first month.',
        },
        {
          icon: 'stairs',
          title: 'Promotions and new roles',
          description: 'Clients who follow their plan often move into a promotion or a new role within 3–6 months.',
        },
        {
          icon: 'star',
          title: 'Stronger positioning',
          description: 'You present your experience with confidence: in interviews, in reviews and on paper.',
        },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'Specialisations',
      title: 'Where we can help',
      items: [
        {
          icon: 'route',
          title: 'Career transitions',
          description: 'Changing field, returning to work or relocating: we test the options and plan the move in stages.',
        },
        {
          icon: 'flag',
          title: 'Leadership development',
          description: 'For new and growing managers: delegating, giving feedback, leading former peers.',
        },
        {
          icon: 'chat',
          title: 'Interview and promotion readiness',
          description: 'Practise real questions, prepare your evidence and know what you want to say.',
        },
        {
          icon: 'id-card',
          title: 'Personal branding',
          description: 'Your CV, your online profile and the way you talk about what you do.',
        },
      ],
    },
    {
      kind: 'pricing',
      eyebrow: 'Sessions and prices',
      title: 'Start free, then pay per session',
      intro: `Begin with the free ${discoveryLengthBefore} discovery session, with no obligation. When you are ready, book and pay one session at a time.`,
    },
    {
      kind: 'faq',
      eyebrow: 'Questions',
      title: 'Questions about career coaching',
      items: [
        {
          question: 'Who is career coaching for?',
          answer:
            'Graduates choosing a first direction, professionals ready for the next step and managers moving into leadership. What matters is that you are ready to act on your career, not only think about it.',
        },
        {
          question: 'How soon will I see results?',
          answer:
            'Most clients notice an improvement within a month: a clearer goal, a plan and more confidence. Promotions and new roles typically follow within 3–6 months, depending on your goals, your field and the effort you put in.',
        },
        {
          question: 'Can you help me change careers completely?',
          answer:
            'Yes. We look at what you want, the skills that carry over and the gaps to close. Then we plan the move in stages, so you change direction without a leap in the dark.',
        },
        {
          question: 'How are sessions held?',
          answer: `In person in ${site.city.en}, by phone or by video, in English or Arabic. Please give at least ${noticeGiven} to cancel or reschedule. Not sure where to start? Book the free ${discoveryLengthBefore} discovery session first, with no obligation.`,
        },
      ],
    },
    {
      kind: 'related',
      eyebrow: 'Other services',
      title: 'Other ways to move forward',
      intro: 'A career sits inside a whole life, and sometimes inside a business of your own.',
    },
  ],
  closing: {
    title: 'Your next role starts with a conversation',
    body: `In the free ${discoveryLengthBefore} discovery session we clarify your goal, look at what is in the way and agree your first steps. No pressure, no obligation.`,
    cta: 'Book a free discovery session',
  },
  offers,
};

export default page;
