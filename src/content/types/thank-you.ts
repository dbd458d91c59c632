import type { PageMetaContent } from './common';

export interface ThankYouContent {
  meta: PageMetaContent;
  title: string;
  body: string;
  next: string;
  homeLink: string;
  servicesLink: string;
}
