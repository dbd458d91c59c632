/**
 * The words the product spec fixes, exactly as it gives them (site-spec.md, and the decisions that
 * settle what it leaves open): the only copy the tests spell out. The content must say these;
 * every other word a test expects (a hero, a card, an FAQ) comes from the content modules, so
 * that an owner's edit of them never turns the tests red.
 */
export const specWords = {
  header: {
    /** §2.3, and decisions §2 for the Arabic. */
    cta: { en: 'Book Free Discovery', ar: 'احجز جلسة استكشافية مجانية' },
  },
  about: {
    /** §2.7. */
    values: ['Empathy & Understanding', 'Goal-Oriented Excellence', 'Innovative Solutions', 'Sustainable Growth'],
    methodology: ['Discovery & Assessment', 'Strategic Planning', 'Implementation & Action', 'Review & Refinement'],
  },
  services: {
    /** §2.9. */
    howItWorks: 'How It Works',
  },
  booking: {
    /** §2.11. */
    heroTitle: 'Start Your Transformation Today',
    promise: 'No Pressure Promise',
    paidTitle: 'Paid Coaching & Consultancy Sessions',
    popular: 'Most Popular',
    journeyTitle: 'Your Journey with Us',
    journey: ['Welcome & Preparation', 'Your Coaching Experience', 'Growth & Next Steps'],
  },
  offers: {
    /** §9: the discovery button, and the paid ones. */
    schedule: 'Schedule a Time',
    pay: 'Pay',
  },
  blog: {
    /** §2.12, §2.13 and decisions §2. */
    readMore: { en: 'Read More', ar: 'اقرأ المزيد' },
    backToBlog: 'Back to Blog',
    postCta: 'Ready to Transform Your Life? Book a Session',
    /** §8. */
    notFound: {
      en: { title: 'Post Not Found', back: 'Return to Blog' },
      ar: { title: 'المقال غير موجود', body: 'عذراً، المقال الذي تبحث عنه غير متوفر.' },
    },
  },
  contact: {
    /** §2.14. */
    title: 'Get in Touch',
    /** §5: the labels, without the mark of a required field. */
    labels: ['Full Name', 'Email Address', 'Mobile Number', 'Message'],
  },
  price: {
    /** Decisions §3: the dirham sign's accessible name. */
    currency: { en: 'AED', ar: 'درهم' },
  },
  privacy: {
    /** §2.15. */
    updated: 'Last updated',
  },
  thankYou: {
    /** §2.17. */
    title: 'Thank You!',
  },
  notFound: {
    /** §2.18, §8, and decisions §2 for the Arabic. */
    en: { title: 'Oops! Page not found', back: 'Return to Home' },
    ar: { title: 'عذراً! الصفحة غير موجودة', back: 'العودة إلى الرئيسية' },
  },
} as const;
