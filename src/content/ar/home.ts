import { founderPictureAlt } from './founder-picture';
import { site } from '../../config/site';
import { labelledStats, yearsOfExperience } from '../../config/stats';
import { formatNumber } from '../../i18n/format';
import type { HomeContent } from '../types/home';
import figureLabels from './figures';
import { discoveryLength } from './periods';
import offers from './offers';

const founderFirstName = site.founder.name.ar.split(' ')[0];
/** The years of experience in Arabic-Indic digits; عاماً agrees with any number from 11 to 99. */
const years = formatNumber(yearsOfExperience, 'ar');

const home: HomeContent = {
  meta: {
    title: `كوتشينغ الحياة والمسيرة المهنية والأعمال في ${site.city.ar}`,
    description:
      `كوتشينغ للحياة والمسيرة المهنية والأعمال في ${site.city.ar} وعن بُعد، بالعربية أو الإنجليزية، بشهادات كوتشينغ معتمدة وخبرة ${years} عاماً. والجلسة الاستكشافية مجانية.`,
    keywords: [
      `لايف كوتش في ${site.city.ar}`,
      `كوتشينغ مهني في ${site.countryShort.ar}`,
      `كوتشينغ الأعمال في ${site.city.ar}`,
      `استشارات إدارية في ${site.countryShort.ar}`,
      'الكوتشينغ التنفيذي',
      'جلسات كوتشينغ باللغة العربية',
    ],
  },
  hero: {
    eyebrow: `كوتشينغ واستشارات · ${site.city.ar}`,
    title: 'رحلتك نحو التميّز تبدأ بقرار واحد جريء!',
    lead: 'تفكير واضح، وأسئلة صريحة، وخطة ستلتزم بها فعلاً. كوتشينغ فردي لحياتك ومسيرتك المهنية وأعمالك، بالعربية أو الإنجليزية.',
    primaryCta: 'احجز جلسة استكشافية مجانية',
    secondaryCta: 'اكتشف خدماتنا',
    artAlt: '',
  },
  services: {
    eyebrow: 'ما نقدّمه',
    title: 'ثلاثة مسارات للتقدّم',
    intro: 'يبدأ كل برنامج من حيث تقف اليوم، وينتهي بنتائج ملموسة.',
  },
  stats: {
    title: 'ما حققناه حتى اليوم',
    items: labelledStats(figureLabels),
  },
  testimonials: {
    eyebrow: 'قصص عملائنا',
    title: 'بلسان أصحابها',
    ratingLabel: 'التقييم: خمس نجوم من خمس',
    items: [
      {
        name: 'ر. ع.',
        role: 'مدير عمليات',
        content:
          'جئت وأنا أشعر أنني أدور في مكاني، وخرجت من الجلسة الأولى بثلاث أولويات واضحة. بعد ستة أشهر، حصلت على المنصب الذي أردته، وصار ذهني أهدأ بكثير.',
      },
      {
        name: 'م. ك.',
        role: 'مؤسس شركة في قطاع التجزئة',
        content:
          'نهج عملي منذ اليوم الأول. أعدنا بناء الطريقة التي يخطط بها فريقي لأسبوعه، وللمرة الأولى صار العمل يسير دون حضوري في كل اجتماع.',
      },
      {
        name: 'ل. ح.',
        role: 'مهندس أول',
        content:
          'صدق ودفء وصراحة. دفعتني الجلسات إلى خطوة أجّلتها سنوات: تغيير مسيرتي المهنية. وكانت أمامي خطة لكل مرحلة.',
      },
    ],
  },
  founder: {
    eyebrow: 'من سيرافقك',
    title: `تعرّف على ${site.founder.name.ar}`,
    paragraphs: [
      `لدى ${founderFirstName} شهادة معتمدة في الكوتشينغ وخبرة تقارب ${years} عاماً في مساعدة الأفراد والمؤسسات على النمو، من مديرين يخوضون تجربتهم الإدارية الأولى إلى أصحاب شركات راسخة.`,
      `الجلسات عملية وسرّية، بالعربية أو الإنجليزية، حضورياً في ${site.city.ar} أو عبر الهاتف أو مكالمة فيديو.`,
    ],
    linkLabel: `اقرأ قصة ${founderFirstName}`,
    portraitAlt: founderPictureAlt,
  },
  philosophy: {
    eyebrow: 'طريقتنا في العمل',
    title: 'التغيير الذي يدوم يُبنى ولا يُنتظر',
    intro: 'الكوتشينغ ليس نصائح تُلقى من بعيد، بل شراكة قائمة على أهداف واضحة، وملاحظات صريحة، ومتابعة مستمرة.',
    principles: [
      {
        title: 'الوضوح أولاً',
        description: 'نحدّد معاً معنى النجاح بالنسبة إليك قبل أن نخطّط لأي خطوة.',
      },
      {
        title: 'خطوات صغيرة وثابتة',
        description: 'تنتهي كل جلسة بخطوات عملية تنفّذها خلال الأسبوع نفسه، لا بقائمة أمنيات.',
      },
      {
        title: 'القياس والتعديل',
        description: 'نراجع التقدّم معاً، ونغيّر المسار حين تشير النتائج إلى ذلك.',
      },
    ],
  },
  closing: {
    title: 'ابدأ بجلسة استكشافية مجانية',
    body: `احجز جلسة استكشافية مجانية مدتها ${discoveryLength}. نوضّح فيها أهدافك، ونحدّد ما يعترض طريقك، ونتفق على خطواتك الأولى. دون أي ضغط أو التزام.`,
    cta: 'ابدأ رحلتك اليوم',
  },
  offers,
};

export default home;
