/**
 * The numbers and records the product spec fixes (site-spec.md §3, §4, §9): the only constants the
 * tests spell out. Counts the owner may change (posts, cards, FAQs, prices) come from the content
 * and settings modules.
 */

/** §3: the five posts the blog starts with, by slug, with their category and date. The owner may add more. */
export const specPosts = [
  { slug: 'emotional-wellbeing-workplace', category: 'Workplace Wellness', date: '2025-02-09' },
  { slug: 'what-do-you-know-about-life-coaching', category: 'Life Coaching', date: '2025-01-06' },
  { slug: 'unlock-your-potential', category: 'Personal Development', date: '2025-03-15' },
  { slug: 'career-transition-guide', category: 'Career Growth', date: '2025-04-10' },
  { slug: 'business-scaling-secrets', category: 'Business Growth', date: '2025-05-05' },
] as const;

/** §3: a post's images, [width, height]. */
export const postImageSize = { featured: [1600, 900], thumbnail: [1200, 900], og: [1200, 630] } as const;

/** §4, §9: the stand-in's title is cut past 50 characters, to 47 and an ellipsis. */
export const fallbackTitleCut = { longest: 50, kept: 47 } as const;

/**
 * §2.2: the routes the spec fixes, by English path (each also under /ar), and whether search engines
 * index them. The founder page's path ends in the configured first name (`{name}`). The site may
 * add routes of its own: the table must hold these, not only these.
 */
export const specRoutes = [
  { path: '/', indexed: true },
  { path: '/about', indexed: true },
  { path: '/meet-{name}', indexed: true },
  { path: '/services', indexed: true },
  { path: '/services/life-coaching', indexed: true },
  { path: '/services/career-coaching', indexed: true },
  { path: '/services/business-coaching-consultancy', indexed: true },
  { path: '/booking', indexed: true },
  { path: '/blog', indexed: true },
  { path: '/blog/:slug', indexed: true },
  { path: '/contact', indexed: true },
  { path: '/privacy', indexed: true },
  { path: '/terms-and-conditions', indexed: true },
  { path: '/thank-you', indexed: false },
] as const;
