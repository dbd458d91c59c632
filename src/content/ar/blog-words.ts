import { site } from '../../config/site';
import type { BlogWords } from '../types/blog';

const blogWords: BlogWords = {
  categories: {
    'Workplace Wellness': 'العافية في بيئة العمل',
    'Life Coaching': 'كوتشينغ الحياة',
    'Personal Development': 'التطوير الذاتي',
    'Career Growth': 'النمو المهني',
    'Business Growth': 'نمو الأعمال',
  },
  byline: 'بقلم',
  feedTitle: `${site.brand.ar}: مقالات`,
  feedDescription: `مقالات عملية عن العافية في العمل، وكوتشينغ الحياة، وتغيير المسار المهني، ونمو الأعمال في ${site.countryShort.ar}.`,
};

export default blogWords;
