import type { NotFoundContent } from '../types/not-found';
import { replyTime } from './periods';

const notFound: NotFoundContent = {
  meta: {
    title: 'الصفحة غير موجودة',
    description:
      'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. كل ما نقدّمه، من كوتشينغ الحياة والمسيرة المهنية إلى استشارات الأعمال، تجده في الصفحة الرئيسية.',
    keywords: ['الصفحة غير موجودة'],
  },
  title: 'عذراً! الصفحة غير موجودة',
  body: 'ربما نُقلت الصفحة التي تبحث عنها أو لم تكن موجودة أصلاً. كل ما نقدّمه على بُعد خطوة واحدة.',
  returnHome: 'العودة إلى الرئيسية',
  links: {
    title: 'أو انتقل مباشرة إلى',
    items: [
      { page: 'services', label: 'خدماتنا', description: 'كوتشينغ الحياة، والكوتشينغ المهني، وكوتشينغ الأعمال والاستشارات: لمن كلٌّ منها وكيف يسير.' },
      { page: 'booking', label: 'احجز جلسة', description: 'ابدأ بالجلسة الاستكشافية المجانية، أو احجز جلسة مدفوعة.' },
      { page: 'blog', label: 'المدونة', description: 'أفكار عملية عن المسيرة المهنية والقيادة والحياة.' },
      { page: 'contact', label: 'تواصل معنا', description: `اسألنا عمّا تشاء، وسنردّ عليك خلال ${replyTime}.` },
    ],
  },
};

export default notFound;
