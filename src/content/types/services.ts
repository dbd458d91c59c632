import type { ClosingContent, IconItem, Item, PageMetaContent, SectionHeading } from './common';
import type { OffersContent } from './offers';

export interface ServicesContent {
  meta: PageMetaContent;
  /** `cta` opens the external discovery-session booking. */
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  /** A card per service follows, from `offers`: name, summary, features and link label. */
  catalogue: SectionHeading;
  benefits: SectionHeading & { items: [IconItem, IconItem, IconItem, IconItem] };
  howItWorks: SectionHeading & { steps: [Item, Item, Item] };
  /** Its button goes to the booking page. */
  closing: ClosingContent;
  offers: OffersContent;
}
