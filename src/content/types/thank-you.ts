import type { PageMetaContent } from './common';

export interface ThankYouContent {
  meta: PageMetaContent;
  title: string;
  body: string;
  /** What happens to the message from here, in order. */
  steps: { title: string; items: { title: string; description: string }[] };
  next: string;
  homeLink: string;
  servicesLink: string;
}
