import { DESCRIPTION_RANGE } from '../../src/seo/page-title';

/** An English post's front matter that passes every rule: each test breaks or adds the one field it is about. */
export const validEnglishFrontMatter = {
  title: 'A Title That Fits',
  excerpt: 'x'.repeat(DESCRIPTION_RANGE[0]),
  date: '2025-06-01',
  category: 'Career Growth',
  keywords: ['one', 'two', 'three'],
  artwork: 'staircase',
  imageAlt: 'What the picture shows.',
};
