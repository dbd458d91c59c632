import type { ThankYouContent } from '../types/thank-you';
import { replyTime } from './periods';
import { site } from '../../config/site';

const thankYou: ThankYouContent = {
  meta: {
    title: 'شكراً لتواصلك معنا',
    description:
      `وصلت رسالتك إلى فريقنا في ${site.city.ar}، وسنردّ عليك خلال ${replyTime}. وإلى ذلك الحين، تعرّف على خدمات الكوتشينغ التي نقدّمها للأفراد والمهنيين والشركات.`,
    keywords: ['تواصل معنا', 'استفسار كوتشينغ', `كوتشينغ في ${site.city.ar}`],
  },
  title: 'شكراً لك!',
  body: `وصلتنا رسالتك، وسنردّ عليك خلال ${replyTime}.`,
  next: 'وإلى أن يصلك ردّنا، يمكنك الاطّلاع على خدماتنا.',
  homeLink: 'العودة إلى الرئيسية',
  servicesLink: 'اكتشف خدماتنا',
};

export default thankYou;
