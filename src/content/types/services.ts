import type { ServiceKey } from '../../config/pricing';
import type { ClosingContent, Item, PageMetaContent, SectionHeading } from './common';
import type { OffersContent } from './offers';

export interface ServicesContent {
  meta: PageMetaContent;
  /** `cta` opens the external discovery-session booking. */
  hero: { eyebrow: string; title: string; lead: string; cta: string };
  /** The three service cards: name, summary and link label come from `offers`; each adds a feature list. */
  catalogue: SectionHeading & { features: Record<ServiceKey, string[]> };
  benefits: SectionHeading & { items: [Item, Item, Item, Item] };
  howItWorks: SectionHeading & { steps: [Item, Item, Item] };
  /** Its button goes to the booking page. */
  closing: ClosingContent;
  offers: OffersContent;
}
