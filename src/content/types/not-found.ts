import type { PageMetaContent } from './common';

export interface NotFoundContent {
  meta: PageMetaContent;
  title: string;
  body: string;
  returnHome: string;
}
