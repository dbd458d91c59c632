import type { NotFoundContent } from '../types/not-found';

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
};

export default notFound;
