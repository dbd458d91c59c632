import type { PageMetaContent, RichText } from './common';

export type LegalBlock = { paragraph: RichText } | { list: RichText[] };

export interface LegalSection {
  /** The anchor. ASCII and the same in both languages, so a link to a section survives the language switch. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** The privacy policy and the terms share this shape and one page template. */
export interface LegalContent {
  meta: PageMetaContent;
  hero: { eyebrow: string; title: string; lead: string };
  /** 'Last updated', printed before today's date; absent where the page shows no date. */
  updated?: string;
  /** The table of contents' label. */
  contents: string;
  sections: LegalSection[];
}
