import posts from '../blog/generated/posts-en';
import { newestFirst } from '../blog/order';
import type { BlogContent } from '../types/blog';
import words from './blog-words';
import { site } from '../../config/site';

const blog: BlogContent = {
  meta: {
    title: 'Blog: coaching insights for life, career and business',
    description:
      `Practical articles from our ${site.city.en} coaching practice: wellbeing at work, life coaching, career change, personal growth and scaling a business in ${site.countryShort.en}.`,
    keywords: ['coaching blog', 'life coaching articles', `career advice in ${site.countryShort.en}`, `business growth in ${site.countryShort.en}`, 'workplace wellbeing', `${site.city.en} coach`],
  },
  hero: {
    eyebrow: 'Blog',
    title: 'Insights for your life, career and business',
    lead: `Practical articles from our coaching practice in ${site.city.en}: what works, what gets in the way, and the next step you can take this week.`,
  },
  readMore: 'Read More',
  words,
  closing: {
    title: 'Want to talk it through?',
    body: 'An article can start the thinking. A conversation turns it into a plan. Book a free discovery session and we will map your next step together.',
    cta: 'Book a Free Discovery Session',
  },
  postPage: {
    backToBlog: 'Back to Blog',
    cta: 'Ready to Transform Your Life? Book a Session',
    closing: {
      title: 'Turn what you read into a plan',
      body: 'In a session you think it through with a certified coach and leave with clear next steps you can start on this week.',
    },
    author: {
      eyebrow: 'About the author',
      bio: `Founder and certified coach in ${site.city.en}, with about 20 years of experience in life, career and business coaching, in English or Arabic.`,
    },
    relatedTitle: 'Read next',
    notFound: {
      meta: {
        title: 'Post not found',
        description:
          `This article does not exist or has moved. Our blog has practical articles on wellbeing at work, life coaching, career change and growing a business in ${site.countryShort.en}.`,
        keywords: ['post not found'],
      },
      title: 'Post Not Found',
      body: 'The article you are looking for is not here. It may have moved, or the link may be mistyped.',
      back: 'Return to Blog',
    },
  },
  posts: newestFirst(posts),
};

export default blog;
