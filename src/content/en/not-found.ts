import type { NotFoundContent } from '../types/not-found';
import { replyTime } from './periods';

const notFound: NotFoundContent = {
  meta: {
    title: 'Page not found',
    description:
      'This page does not exist or has moved. Everything we offer, from life and career coaching to business consultancy, is one step away on our home page.',
    keywords: ['page not found'],
  },
  title: 'Oops! Page not found',
  body: 'The page you were looking for has moved, or never existed. Everything we offer is one step away.',
  returnHome: 'Return to Home',
  links: {
    title: 'Or go straight to',
    items: [
      { page: 'services', label: 'Our services', description: 'Life, career and business coaching: who each is for and how it works.' },
      { page: 'booking', label: 'Book a session', description: 'Start with the free discovery session, or book a paid session.' },
      { page: 'blog', label: 'The blog', description: 'Practical ideas on careers, leadership and life.' },
      { page: 'contact', label: 'Contact us', description: `Ask us anything. We reply within ${replyTime}.` },
    ],
  },
};

export default notFound;
