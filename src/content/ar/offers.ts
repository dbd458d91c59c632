import type { OffersContent } from '../types/offers';
import { discoveryLength, discoveryLengthOblique } from './periods';
import { site } from '../../config/site';
import { paidOffers, pricesIncludeVat } from '../../config/pricing';
import type { ServiceKey } from '../../config/services';
import { arabicDuration } from '../../i18n/duration-ar';

/** One session's length, from the pricing table: '٦٠ دقيقة'، and as a fact, 'الجلسة ٦٠ دقيقة'. */
const length = (key: ServiceKey) => ({
  duration: arabicDuration(paidOffers[key].minutes, 'minute'),
  durationFact: `مدة الجلسة ${arabicDuration(paidOffers[key].minutes, 'minute')}`,
});

const offers: OffersContent = {
  services: {
    lifeCoaching: {
      name: 'كوتشينغ الحياة',
      summary:
        'لمن يريد توازناً أكبر وثقة أعلى ووجهة أوضح. ننظر معاً في جوانب حياتك كلها، ونحدّد ما يهمّك أكثر، ونبني عادات تدوم.',
      linkLabel: 'اعرف المزيد عن كوتشينغ الحياة',
      subtitle: 'جلسة فردية مدفوعة مسبقاً',
      description:
        'جلسة مركّزة على الجانب الذي تريد تغييره في حياتك أكثر من سواه. تخرج منها بأولويات واضحة وخطوات تنفّذها خلال الأسبوع المقبل.',
      plainName: 'كوتشينغ الحياة',
      ...length('lifeCoaching'),
      teaser:
        'توازن أكبر، وثقة أعلى، ووجهة واضحة. نستعرض معاً كل جوانب حياتك، ونحدّد ما يهمّك أكثر، ونبني عادات تدوم.',
      features: ['تقييم عجلة الحياة', 'أهداف شخصية واضحة', 'عادات تدوم', 'توازن أفضل بين العمل والحياة'],
      termsFee: 'للجلسة الفردية الواحدة، تُدفع مسبقاً.',
    },
    careerCoaching: {
      name: 'الكوتشينغ المهني',
      summary:
        'للمهنيين الذين يستعدّون لترقية، أو لانتقال إلى مجال جديد، أو لأول دور قيادي. أهداف واضحة، وحضور مهني أقوى، وتقدّم ثابت.',
      linkLabel: 'اعرف المزيد عن الكوتشينغ المهني',
      subtitle: 'جلسة فردية مدفوعة مسبقاً',
      description:
        'جلسة حول خطوتك المهنية المقبلة، سواء أكانت ترقية أم مجالاً جديداً أم دوراً قيادياً. تخرج منها بهدف واضح وخطة لبلوغه.',
      plainName: 'الكوتشينغ المهني',
      ...length('careerCoaching'),
      teaser:
        'خطّط لخطوتك المقبلة بوعي: ترقية، أو انتقال إلى مجال جديد، أو أول دور قيادي لك. أهداف واضحة، وحضور مهني أقوى، وتقدّم ثابت.',
      features: [
        'الاستعداد للترقية والقيادة',
        'التخطيط للانتقال المهني',
        'حضور مهني أقوى',
        'قرارات مهنية أكثر ثقة',
      ],
      termsFee: 'للجلسة الفردية الواحدة، تُدفع مسبقاً.',
    },
    businessCoaching: {
      name: 'كوتشينغ الأعمال والاستشارات',
      summary:
        'لروّاد الأعمال والقادة والشركات الآخذة في النمو. استراتيجية أوضح، وفريق أقوى، وإجراءات لا تبطئ عملك.',
      linkLabel: 'اعرف المزيد عن كوتشينغ الأعمال',
      subtitle: 'جلسة واحدة مدفوعة مسبقاً',
      description:
        'جلسة عمل تتناول تحدّياً واحداً في شركتك: الاستراتيجية، أو الفريق، أو الإجراءات. تخرج منها بتشخيص واضح وخطوات عملية تالية.',
      plainName: 'كوتشينغ الأعمال والاستشارات',
      ...length('businessCoaching'),
      teaser:
        'استراتيجية أوضح، وفريق أمتن، وإجراءات عمل لا تعطّل نموّك. لروّاد الأعمال والقادة والشركات في مرحلة التوسّع.',
      features: [
        'التخطيط الاستراتيجي',
        'تطوير فرق العمل',
        'تحسين الإجراءات',
        'كوتشينغ لأصحاب الأعمال والقادة',
      ],
      termsFee: 'للجلسة الواحدة، تُدفع مسبقاً.',
    },
  },
  discovery: {
    title: 'جلسة استكشافية مجانية',
    subtitle: 'جلسة فردية دون أي التزام',
    priceText: `مجانية · ${discoveryLength}`,
    description:
      `في ${discoveryLengthOblique} نوضّح أهدافك، ونحدّد ما يعترض طريقك، ونتفق على خطواتك الأولى. حضورياً في ${site.city.ar}، أو عبر الهاتف، أو بمكالمة فيديو.`,
    buttonText: 'حدّد موعداً',
  },
  sessionFacts: ['حضورياً أو عن بُعد، بالعربية أو الإنجليزية', `الجلسة الاستكشافية مجانية، ومدتها ${discoveryLength}`],
  vatNote: pricesIncludeVat ? 'شامل ضريبة القيمة المضافة' : 'تُضاف ضريبة القيمة المضافة',
  perSession: 'للجلسة',
  payLabel: 'ادفع',
  popular: 'الأكثر طلباً',
};

export default offers;
