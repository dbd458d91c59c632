import { site } from '../../config/site';
import type { ThankYouContent } from '../types';

const thankYou: ThankYouContent = {
  meta: {
    title: `Thank you | ${site.brand.en}`,
    description: 'Your message has reached us. We reply within 24 hours.',
    keywords: [],
  },
  title: 'Thank You!',
  body: 'Your message has reached us. We will reply within 24 hours, usually much sooner.',
  next: 'While you wait, you might like to look around.',
  homeLink: 'Back to home',
  servicesLink: 'Explore our services',
};

export default thankYou;
