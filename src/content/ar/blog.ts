import posts from '../blog/generated/posts-ar';
import { newestFirst } from '../blog/order';
import type { BlogContent } from '../types/blog';
import words from './blog-words';
import { site } from '../../config/site';

const blog: BlogContent = {
  meta: {
    title: 'المدونة: رؤى في الكوتشينغ للحياة والمهنة والأعمال',
    description:
      `مقالات عملية من ممارستنا في الكوتشينغ في ${site.city.ar}: العافية في العمل، وكوتشينغ الحياة، وتغيير المسار المهني، والتطوير الذاتي، وتوسيع الأعمال في ${site.countryShort.ar}.`,
    keywords: ['مدونة الكوتشينغ', 'مقالات كوتشينغ الحياة', `نصائح مهنية في ${site.countryShort.ar}`, `نمو الأعمال في ${site.countryShort.ar}`, 'العافية في العمل', `كوتش في ${site.city.ar}`],
  },
  hero: {
    eyebrow: 'المدونة',
    title: 'رؤى لحياتك ومسيرتك المهنية وأعمالك',
    lead: `مقالات عملية من ممارستنا في الكوتشينغ في ${site.city.ar}: ما الذي ينجح، وما الذي يعترض الطريق، والخطوة التالية التي تستطيع أن تبدأها هذا الأسبوع.`,
  },
  otherLanguageNote: 'بعض المقالات متاحة باللغة الإنجليزية فقط، وسنضيف نسخها العربية تباعاً.',
  readMore: 'اقرأ المزيد',
  words,
  closing: {
    title: 'هل تودّ أن نتحدث في الأمر؟',
    body: 'المقال يفتح باب التفكير، والحوار يحوّله إلى خطة. احجز جلسة استكشافية مجانية، ولنرسم معاً خطوتك التالية.',
    cta: 'احجز جلسة استكشافية مجانية',
  },
  postPage: {
    backToBlog: 'العودة إلى المدونة',
    otherLanguageNote: 'هذا المقال متاح باللغة الإنجليزية حالياً.',
    cta: 'هل أنت مستعد لتغيير حياتك؟ احجز جلستك',
    notFound: {
      meta: {
        title: 'المقال غير موجود',
        description:
          `هذا المقال غير موجود أو نُقل إلى عنوان آخر. في مدونتنا مقالات عملية عن العافية في العمل، وكوتشينغ الحياة، وتغيير المسار المهني، ونمو الأعمال في ${site.countryShort.ar}.`,
        keywords: ['المقال غير موجود'],
      },
      title: 'المقال غير موجود',
      body: 'عذراً، المقال الذي تبحث عنه غير متوفر.',
      back: 'العودة إلى المدونة',
    },
  },
  posts: newestFirst(posts),
};

export default blog;
