import type { ThankYouContent } from '../types/thank-you';
import { replyTime } from './periods';
import { site } from '../../config/site';

const thankYou: ThankYouContent = {
  meta: {
    title: 'Thank you for your message',
    description:
      `Your message has reached our team in ${site.city.en} and we will reply within ${replyTime}. Meanwhile, explore our life, career and business coaching services.`,
    keywords: ['contact', 'coaching enquiry', `${site.city.en} coaching`],
  },
  title: 'Thank You!',
  body: `Your message has reached us. We will reply within ${replyTime}.`,
  next: 'While you wait, you might like to look around.',
  homeLink: 'Back to home',
  servicesLink: 'Explore our services',
};

export default thankYou;
