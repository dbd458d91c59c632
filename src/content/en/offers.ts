import type { OffersContent } from '../types/offers';
import { discoveryLength, discoveryLengthBefore } from './periods';
import { site } from '../../config/site';
import { paidOffers, pricesIncludeVat } from '../../config/pricing';
import type { ServiceKey } from '../../config/services';
import { capitalised, englishDuration } from '../../i18n/duration-en';

/** One session's length, from the pricing table: '60 minutes', and as a fact, '60-minute sessions'. */
const length = (key: ServiceKey) => ({
  duration: englishDuration(paidOffers[key].minutes, 'minute'),
  durationFact: `${englishDuration(paidOffers[key].minutes, 'minute', 'adjective')} sessions`,
});

const offers: OffersContent = {
  services: {
    lifeCoaching: {
      name: 'Life Coaching',
      summary:
        'For anyone who wants more balance, confidence and direction. We look at every area of your life, choose what matters most and build habits that hold.',
      linkLabel: 'Explore life coaching',
      subtitle: 'One-to-one prepaid session',
      description:
        'A focused session on the part of your life you most want to change. You leave with clear priorities and steps for the week ahead.',
      plainName: 'Life Coaching',
      ...length('lifeCoaching'),
      teaser:
        'Find balance, confidence and direction. We map every area of your life, choose what matters most and build habits that hold.',
      features: [
        'Life wheel assessment',
        'Clear personal goals',
        'Habits that last',
        'Better work–life balance',
      ],
      termsFee: 'for one prepaid session.',
    },
    careerCoaching: {
      name: 'Career Coaching',
      summary:
        'For professionals planning a promotion, a change of field or a first leadership role. Clear goals, stronger positioning, steady progress.',
      linkLabel: 'Explore career coaching',
      subtitle: 'One-to-one prepaid session',
      description:
        'A session on your next career move, whether a promotion, a new field or a leadership role. You leave with a clear goal and a plan to reach it.',
      plainName: 'Career Coaching',
      ...length('careerCoaching'),
      teaser:
        'Plan your next move with intent: a promotion, a change of field or your first leadership role. Clear goals, stronger positioning, steady progress.',
      features: [
        'Promotion and leadership readiness',
        'Career change planning',
        'Stronger professional positioning',
        'Confident career decisions',
      ],
      termsFee: 'for one prepaid session.',
    },
    businessCoaching: {
      name: 'Business Coaching & Consultancy',
      summary:
        'For founders, leaders and growing companies. Sharper strategy, a stronger team and processes that stop slowing you down.',
      linkLabel: 'Explore business coaching',
      subtitle: 'One prepaid session',
      description:
        'A working session on one business challenge: strategy, team or processes. You leave with a clear diagnosis and practical next steps.',
      plainName: 'Business Coaching & Consultancy',
      ...length('businessCoaching'),
      teaser:
        'Sharpen strategy, build a stronger team and fix the processes that slow you down. For founders, leaders and growing companies.',
      features: [
        'Strategic planning',
        'Team development',
        'Process improvement',
        'Coaching for owners and leaders',
      ],
      termsFee: 'for one prepaid session.',
    },
  },
  discovery: {
    title: 'Free Discovery Session',
    subtitle: 'One-to-one, with no obligation',
    priceText: `Free · ${discoveryLength}`,
    description:
      `${capitalised(discoveryLength)} to clarify your goals, name what is in the way and agree your first steps. In person in ${site.city.en}, by phone or by video.`,
    buttonText: 'Schedule a Time',
  },
  sessionFacts: ['In person or online, in English or Arabic', `The ${discoveryLengthBefore} discovery session is free`],
  vatNote: pricesIncludeVat ? 'VAT included' : 'plus VAT',
  perSession: 'per session',
  payLabel: 'Pay',
  popular: 'Most Popular',
};

export default offers;
