import { site } from '../../config/site';
import { pathFor } from '../../routes/paths';
import type { ContactContent } from '../types/contact';
import { discoveryLength, replyTime } from './periods';

const contact: ContactContent = {
  meta: {
    title: `تواصل معنا: كوتشينغ في ${site.city.ar}`,
    description: `راسلنا عبر النموذج أو البريد الإلكتروني أو WhatsApp، وسنردّ خلال ${replyTime}. كوتشينغ للحياة والمسيرة المهنية والأعمال في ${site.city.ar}، حضورياً أو عن بُعد.`,
    keywords: [`تواصل مع كوتش في ${site.city.ar}`, 'استفسار كوتشينغ', `لايف كوتش ${site.countryShort.ar}`, `استشارات أعمال ${site.city.ar}`],
  },
  hero: {
    eyebrow: 'اتصل بنا',
    title: 'تواصل معنا',
    lead: 'أخبرنا أين تقف اليوم وإلى أين تريد أن تصل. سؤال عن إحدى خدماتنا، أو جلسة لفريق عملك، أو مجرد تعارف أول: نقرأ كل رسالة ونردّ عليها بأنفسنا.',
  },
  form: {
    title: 'أرسل لنا رسالة',
    requiredNote: 'الحقول المعلَّمة بـ * مطلوبة.',
    labels: { name: 'الاسم الكامل', email: 'البريد الإلكتروني', mobile: 'رقم الجوال', message: 'الرسالة' },
    mobileHint: { text: 'اكتب الرقم مع رمز الدولة بهذه الصيغة:', format: '+971 XX XXX XXXX' },
    submit: 'أرسل الرسالة',
    sending: 'جارٍ الإرسال…',
    subject: `رسالة جديدة من موقع ${site.brand.ar} (العربية)`,
    trapLabel: 'اترك هذا الحقل فارغاً',
    privacy: [
      'نستخدم بياناتك للردّ عليك فقط، وتوضّح ',
      { text: 'سياسة الخصوصية', href: pathFor('privacy', 'ar') },
      ' كيف نحافظ عليها.',
    ],
    errors: {
      summary: ['يحتاج حقل واحد إلى مراجعة', 'يحتاج حقلان إلى مراجعة', 'تحتاج ٣ حقول إلى مراجعة', 'تحتاج ٤ حقول إلى مراجعة'],
      missing: {
        name: 'اكتب اسمك الكامل',
        email: 'اكتب بريدك الإلكتروني',
        mobile: 'اكتب رقم جوالك',
        message: 'اكتب رسالتك، ويكفي سطر أو سطران',
      },
      format: {
        email: { text: 'اكتب عنوان بريدك الإلكتروني كاملاً، مثل', example: 'name@example.com' },
        mobile: { text: 'اكتب رقم جوالك مع رمز الدولة، مثل', example: '+971 50 123 4567' },
      },
    },
  },
  details: {
    title: 'طرق أخرى للتواصل',
    email: 'البريد الإلكتروني',
    whatsapp: 'WhatsApp',
    location: 'الموقع',
    reply: `نردّ على كل رسالة خلال ${replyTime}.`,
  },
  talk: {
    title: 'تفضّل الحديث مباشرة؟',
    body: `في الجلسة الاستكشافية المجانية، ومدتها ${discoveryLength}، نوضّح أهدافك ونتفق على خطواتك الأولى، دون أي التزام.`,
    cta: 'احجز جلسة استكشافية مجانية',
  },
};

export default contact;
