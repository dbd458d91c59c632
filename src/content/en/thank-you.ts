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
  steps: {
    title: 'What happens next',
    items: [
      { title: 'We read your message', description: 'Every message is read by a person, not filed by a machine.' },
      { title: `We reply within ${replyTime}`, description: 'By email, or by message to your mobile if you prefer.' },
      { title: 'We agree a next step', description: 'If coaching could help, we suggest a time for the free discovery session. No pressure, no obligation.' },
    ],
  },
  next: 'While you wait, you might like to look around.',
  homeLink: 'Back to home',
  servicesLink: 'Explore our services',
};

export default thankYou;
