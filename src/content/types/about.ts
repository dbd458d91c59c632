import type { ClosingContent, IconItem, Item, PageMetaContent, SectionHeading, Stat } from './common';

export interface AboutContent {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; lead: string };
  story: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    /** Every figure of `src/config/stats.ts`, labelled: the same as the home page's. */
    figures: Stat[];
  };
  vision: { title: string; body: string };
  mission: { title: string; body: string };
  /** Exactly the four core values of spec §2.7, in that order. */
  values: SectionHeading & { items: [IconItem, IconItem, IconItem, IconItem] };
  /** The four steps 01–04 of spec §2.7, in that order. */
  methodology: SectionHeading & { steps: [Item, Item, Item, Item] };
  /** Its button goes to the external discovery-session booking. */
  closing: ClosingContent;
}
