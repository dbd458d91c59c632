import { site } from '../../config/site';
import type { BlogWords } from '../types/blog';

const blogWords: BlogWords = {
  categories: {
    'Workplace Wellness': 'Workplace Wellness',
    'Life Coaching': 'Life Coaching',
    'Personal Development': 'Personal Development',
    'Career Growth': 'Career Growth',
    'Business Growth': 'Business Growth',
  },
  byline: 'By',
  feedTitle: `${site.brand.en}: articles`,
  feedDescription: `Practical articles on wellbeing at work, life coaching, career change and growing a business in ${site.countryShort.en}.`,
};

export default blogWords;
