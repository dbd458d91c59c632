import { site } from '../../config/site';
import type { ThankYouContent } from '../types';

const thankYou: ThankYouContent = {
  meta: {
    title: `شكراً لك | ${site.brand.ar}`,
    description: 'وصلتنا رسالتك، وسنردّ عليك خلال ٢٤ ساعة.',
    keywords: [],
  },
  title: 'شكراً لك!',
  body: 'وصلتنا رسالتك. سنردّ عليك خلال ٢٤ ساعة، وفي الغالب قبل ذلك بكثير.',
  next: 'وإلى أن يصلك ردّنا، ندعوك إلى التجوّل في الموقع.',
  homeLink: 'العودة إلى الرئيسية',
  servicesLink: 'اكتشف خدماتنا',
};

export default thankYou;
