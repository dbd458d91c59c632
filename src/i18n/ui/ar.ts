import { site } from '../../config/site';
import type { UiStrings } from './en';

const ar: UiStrings = {
  brandName: site.brand.ar,
  tagline: `كوتشينغ واستشارات إدارية في ${site.city.ar}`,
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  logoLabel: `${site.brand.ar}، الصفحة الرئيسية`,
  nav: {
    label: 'التنقل الرئيسي',
    home: 'الرئيسية',
    about: 'من نحن',
    founder: `تعرّف على ${site.founder.name.ar.split(' ')[0]}`,
    services: 'الخدمات',
    booking: 'احجز جلسة',
    blog: 'المدونة',
    contact: 'تواصل معنا',
    privacy: 'الخصوصية',
    terms: 'الشروط',
  },
  menu: {
    open: 'فتح القائمة',
    close: 'إغلاق القائمة',
  },
  headerCta: 'احجز جلسة استكشافية مجانية',
  languageSwitch: {
    label: 'English',
    hint: 'اقرأ هذه الصفحة بالإنجليزية',
  },
  newTab: '(يفتح في علامة تبويب جديدة)',
  comma: '، ',
  currency: 'درهم',
  breadcrumb: 'مسار التنقل',
  footer: {
    about: `كوتشينغ واستشارات لمن يريد أن يخطو خطوته التالية بثقة، أفراداً ومؤسسات. جلسات بالعربية والإنجليزية، حضورياً في ${site.city.ar} أو عن بُعد.`,
    explore: 'تصفّح',
    legal: 'معلومات قانونية',
    reach: 'تواصل معنا',
    email: 'البريد الإلكتروني',
    whatsapp: 'WhatsApp',
    location: `${site.city.ar}، ${site.country.ar}`,
    rights: 'جميع الحقوق محفوظة.',
    socialLabel: 'وسائل التواصل الاجتماعي',
  },
};

export default ar;
