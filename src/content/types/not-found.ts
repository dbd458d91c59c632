import type { RouteKey } from '../../routes/route-table';
import type { PageMetaContent } from './common';

export interface NotFoundContent {
  meta: PageMetaContent;
  title: string;
  body: string;
  returnHome: string;
  /** Pages a visitor who missed is likely to want, beside the way home. */
  links: {
    title: string;
    items: { page: RouteKey; label: string; description: string }[];
  };
}
