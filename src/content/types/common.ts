/** Shapes shared by several pages' content modules. */
import type { CardIconName } from '../../assets/card-icon-names';

export interface PageMetaContent {
  /** The page's own title, at most 60 characters; PageMeta adds ` | <short brand>` where the whole stays within 60 (src/seo/page-title.ts). */
  title: string;
  /** 120–160 characters: what a search result shows under the title. */
  description: string;
  keywords: string[];
}

export interface Stat {
  value: number;
  /** Printed after the number, e.g. '+' or '%'. */
  suffix: string;
  label: string;
}

export interface Testimonial {
  /** Initials only, in the page's own script: clients stay private. */
  name: string;
  role: string;
  content: string;
}

/** A titled point: a value, a benefit, a step of a process. */
export interface Item {
  title: string;
  description: string;
}


export type { CardIconName };

/** A titled point drawn as a card or a list row with its icon: a benefit, a value, an outcome, an audience. */
export interface IconItem extends Item {
  icon: CardIconName;
}

// The shape structured data lists (a lower layer): the words' type is that one.
export type { FaqItem } from '../../seo/subjects';

/** What opens a section: a small label, its heading, an optional lead paragraph. */
export interface SectionHeading {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The band that closes a page with one next step. */
export interface ClosingContent {
  title: string;
  body: string;
  cta: string;
}

/**
 * A run of text inside a paragraph or list item: plain words, or a piece
 * with a link and/or left-to-right isolation. `href` may be a site path
 * (from pathFor), a `mailto:` address or an external URL.
 */
export type Inline =
  | string
  | {
      text: string;
      href?: string;
      /** An address or number inside Arabic text. */
      ltr?: true;
      /** A number or code read as one (a phone or licence number, a price with its currency): never broken across lines. */
      whole?: true;
    };

/** A paragraph or a list item: one string, or runs of text and links. */
export type RichText = string | Inline[];
