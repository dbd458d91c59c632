import type { Locale } from '../config/site';

/** A question and its answer, as a FAQ page's structured data lists them. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * What a page is about, for its structured data, as plain data. Pages name
 * their subjects; the build-time SEO head (src/components/seo/seo-head.tsx)
 * turns them into schema.org nodes, so no page chunk carries the builders.
 */
export type PageSubject =
  | { type: 'service'; name: string; description: string; price: number; paymentUrl: string }
  | { type: 'faq'; items: FaqItem[] }
  | { type: 'person'; jobTitle: string; description: string; image?: string; knowsAbout: string[] }
  | {
      type: 'article';
      headline: string;
      description: string;
      image: string;
      /** YYYY-MM-DD */
      datePublished: string;
      /** YYYY-MM-DD */
      dateModified: string;
      author: string;
      section: string;
      keywords: string[];
      /** The language the article is written in (an Arabic page may carry an English post). */
      inLanguage: Locale;
    };
