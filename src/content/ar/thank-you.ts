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
  steps: {
    title: 'ماذا يحدث بعد ذلك',
    items: [
      { title: 'نقرأ رسالتك', description: 'يقرأ كلَّ رسالة شخصٌ من فريقنا، لا نظام آلي.' },
      { title: `نردّ عليك خلال ${replyTime}`, description: 'بالبريد الإلكتروني، أو برسالة إلى جوالك إن كنت تفضّل ذلك.' },
      { title: 'نتفق على الخطوة التالية', description: 'إن كان الكوتشينغ سيفيدك، نقترح عليك موعداً للجلسة الاستكشافية المجانية، دون أي ضغط أو التزام.' },
    ],
  },
  next: 'وإلى أن يصلك ردّنا، يمكنك الاطّلاع على خدماتنا.',
  homeLink: 'العودة إلى الرئيسية',
  servicesLink: 'اكتشف خدماتنا',
};

export default thankYou;
