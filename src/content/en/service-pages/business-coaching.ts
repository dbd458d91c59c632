import { site } from '../../../config/site';
import type { ServicePageContent } from '../../types/service-page';
import offers from '../offers';
import { discoveryLengthBefore } from '../periods';

const page: ServicePageContent = {
  meta: {
    title: `Business coaching and consultancy in ${site.city.en}`,
    description:
      `Business coaching and management consultancy in ${site.city.en} for owners, leaders and growing companies: strategy, teams, processes. Book a free discovery session.`,
    keywords: [
      `business coaching ${site.city.en}`,
      `management consultancy in ${site.countryShort.en}`,
      `business consultant ${site.city.en}`,
      'strategic planning',
      'team development',
      'process improvement',
      `SME consulting in ${site.countryShort.en}`,
    ],
  },
  hero: {
    eyebrow: 'Business Coaching & Consultancy',
    title: 'Clear strategy, a stronger team, processes that work',
    lead: 'For founders, owners and managers who want to grow without losing control. Coaching sharpens your own thinking as a leader; consultancy brings a structured outside view of your strategy, team and operations.',
    cta: 'Book a business coaching session',
  },
  sections: [
    {
      kind: 'outcomes',
      eyebrow: 'Outcomes',
      title: 'What you can expect',
      intro: 'Less firefighting, more leading: what owners and their teams gain.',
      checklist: [
        'A strategy your team understands and can act on',
        'Clear priorities and measurable goals for the year',
        'Roles and responsibilities that everyone knows',
        'Processes that save time and reduce errors',
        'Faster, better-informed decisions',
        'More time to lead, less time firefighting',
      ],
    },
    {
      kind: 'process',
      eyebrow: 'How it works',
      title: 'From diagnosis to lasting improvement',
      intro: `Sessions are with ${site.founder.name.en}, in person in ${site.city.en}, by phone or by video.`,
      steps: [
        {
          title: 'Diagnosis',
          description: 'The business as it is: the numbers, the team, the processes and your own goals. An honest picture of what works.',
        },
        {
          title: 'Strategy',
          description: 'A few clear priorities, with measurable goals and a realistic timeline.',
        },
        {
          title: 'Implementation',
          description: 'We put the plan to work with you and your team, session by session, and deal with obstacles as they appear.',
        },
        {
          title: 'Continuous improvement',
          description: 'We measure results and refine the plan, so progress continues after the engagement ends.',
        },
      ],
    },
    {
      kind: 'testimonial',
      title: "In a client's words",
      testimonial: {
        name: 'K. M.',
        role: 'Managing director, logistics company',
        content:
          'We had grown fast and everything came through me. Within a month we had clear roles and a weekly rhythm. Six months on, the team runs its own projects and I spend my time on where the company is going.',
      },
    },
    {
      kind: 'cards',
      eyebrow: 'Focus areas',
      title: 'Three areas we work on',
      intro: 'Most challenges in a business come back to one of these. We start with the one that holds you back most.',
      items: [
        {
          icon: 'compass',
          title: 'Strategy and direction',
          description: 'Where the business is going, which markets and offers matter most, and what to stop doing.',
        },
        {
          icon: 'flag',
          title: 'People and leadership',
          description: 'How you lead, how your team works together and how responsibility is shared.',
        },
        {
          icon: 'gear',
          title: 'Operations and performance',
          description: 'How work flows day to day, where time and money leak, and how progress is measured.',
        },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'Specialisations',
      title: 'Where we can help',
      items: [
        {
          icon: 'map',
          title: 'Strategic planning',
          description: 'A one-year plan with clear priorities, named owners and milestones you can check.',
        },
        {
          icon: 'people',
          title: 'Team development',
          description: 'A team that takes ownership: clear roles, regular feedback, meetings that end in decisions.',
        },
        {
          icon: 'process',
          title: 'Process improvement',
          description: 'Key processes mapped, bottlenecks removed and the work written down, so it does not depend on one person.',
        },
        {
          icon: 'chat',
          title: 'Leadership coaching',
          description: 'One-to-one sessions for owners and managers on decisions, delegation and growing as a leader.',
        },
      ],
    },
    {
      kind: 'pricing',
      eyebrow: 'Sessions and prices',
      title: 'Start free, then pay per session',
      intro: `Begin with the free ${discoveryLengthBefore} discovery session, with no obligation. Then book working sessions one at a time, as your business needs them.`,
    },
    {
      kind: 'faq',
      eyebrow: 'Questions',
      title: 'Questions about business coaching',
      items: [
        {
          question: 'What is the difference between coaching and consulting?',
          answer:
            'Consulting brings answers: an outside expert studies the business and recommends what to change. Coaching draws out your own answers and builds your ability to lead. Most engagements use both, in the mix your business needs.',
        },
        {
          question: 'Is this suitable for small and medium companies?',
          answer:
            'Yes. Small and medium companies often gain the most, because the owner carries so many of the decisions. We adapt the approach to your size and stage, from start-up to established company.',
        },
        {
          question: 'How soon will we see improvement?',
          answer:
            'First signs usually appear within a month: clearer priorities, more productive meetings, faster decisions. Major results, such as a stronger team and measurable gains in performance, typically take 3–6 months.',
        },
        {
          question: 'Do you offer support after the engagement?',
          answer: 'Yes. We agree follow-up sessions to review results, help the team stay on track and adjust the plan as the business changes.',
        },
      ],
    },
    {
      kind: 'related',
      eyebrow: 'Other services',
      title: 'Coaching for you and your people',
      intro: 'Strong companies are built by people who are clear about their own lives and careers.',
    },
  ],
  closing: {
    title: "Let's look at your business together",
    body: `In the free ${discoveryLengthBefore} discovery session we talk through your goals, name what is holding the business back and agree whether working together makes sense. No obligation.`,
    cta: 'Book a free discovery session',
  },
  offers,
};

export default page;
