/**
 * What a field of a data file may hold, for every content schema: each builder checks the field
 * at build and says in plain words what is wrong. The builders of words resolve their tokens
 * against one language's facts and links, which they are given (`wordsIn(context)`): a schema is a
 * function of them, `(words) => fields({ … })`, so nothing is read from module state. Build-time
 * only: the schemas run in scripts/compile-content.ts, and the app imports nothing of them but types (`import type`), so
 * zod never reaches a visitor's browser.
 */
import { z } from 'zod';
import { DESCRIPTION_RANGE, TITLE_MAX, titleLength } from '../../seo/page-title';
import { group, oneOf, SHAPES_KEY } from '../../config/schema/fields';
import { cardIconNames } from '../../assets/card-icon-names';
import { resolveRich, resolveText, type TextContext } from './text';

/** A page's own title holds no "|" but inside a `{fact}` (`{a|b}` picks the founder's gender): the title template puts it, and the brand after it (src/seo/page-title.ts). */
const OWN_TITLE = { pattern: /^(?:[^|{]|\{[^{}]*\})*$/u, problem: 'has a "|": the site puts one, and the brand after it, at the end of every page’s title itself' };

/**
 * What a field of words is to the house style (docs/house-style.md), carried in its JSON Schema under
 * WORDS_KIND_KEY: a `heading` (a page's, a section's or a card's title, an eyebrow) or a `label` a
 * visitor presses (a button, a menu link), both in Title Case in English; a label also says its
 * action in the one wording the house style gives it. The build and the editor read which fields
 * are which from here, never from a list of field names.
 */
export const WORDS_KIND_KEY = 'wordsKind';
export type WordsKind = 'heading' | 'label';

/** Every text is counted as a title is, by character (an Arabic letter or an emoji is one). */
const chars = titleLength;

/** A list with at least `min` (and at most `max`) entries. */
export const list = <T extends z.ZodType>(item: T, { min = 1, max, exactly }: { min?: number; max?: number; exactly?: number } = {}) => {
  const low = exactly ?? min;
  const high = exactly ?? max;
  let schema = z.array(item, { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list') });
  schema = schema.min(low, { error: `needs ${exactly !== undefined ? 'exactly' : 'at least'} ${low} ${low === 1 ? 'entry' : 'entries'}` });
  if (high !== undefined) schema = schema.max(high, { error: `takes ${exactly !== undefined ? 'exactly' : 'at most'} ${high} ${high === 1 ? 'entry' : 'entries'}` });
  return schema;
};

// The settings' builders, the same for words: one of a fixed set of names (an icon, a page, a
// category), and a group of fields that refuses a field it does not know (a misspelt name).
export { group as fields, oneOf };

/** Exactly `n` entries, typed as such (the spec fixes how many). */
export function tuple<T extends z.ZodType, N extends 2 | 3 | 4>(item: T, n: N) {
  const items = Array.from({ length: n }, () => item) as unknown as N extends 2 ? [T, T] : N extends 3 ? [T, T, T] : [T, T, T, T];
  return z.tuple(items, { error: (issue) => (issue.input === undefined ? 'is missing' : Array.isArray(issue.input) ? `takes exactly ${n} entries` : 'must be a list') });
}

/**
 * The builders of words, given the facts and links of one language: the fields below resolve their
 * tokens against them. A schema takes them as its argument.
 */
export function wordsIn(context: TextContext) {
  /**
   * Words a visitor reads, on one line or several; tokens resolved. `min` and `max` bound the words
   * as shown, and the words as typed too, unless `typedMax` gives a field that is mostly a fact's
   * long name (`{sessionLength:businessCoaching}`) more room as typed.
   */
  const text = ({ max, min = 1, typedMax = max, kind }: { max?: number; min?: number; typedMax?: number; kind?: WordsKind } = {}) =>
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
      .transform((raw, ctx) => {
        const { value, problems } = resolveText(raw.trim(), context);
        for (const message of problems) ctx.issues.push({ code: 'custom', message, input: raw });
        if (chars(value) < min) ctx.issues.push({ code: 'custom', message: min === 1 ? 'is empty' : `is ${chars(value)} characters; at least ${min}`, input: raw });
        if (max !== undefined && chars(value) > max) ctx.issues.push({ code: 'custom', message: `is ${chars(value)} characters; at most ${max}`, input: raw });
        // The editor counts what is typed, {city} and all: the words as typed keep to the same bounds,
        // so a save the editor lets through is not refused here for its length as typed.
        const typed = chars(raw.trim());
        if (typed !== chars(value) && min > 1 && typed < min) ctx.issues.push({ code: 'custom', message: `is ${typed} characters as typed; at least ${min}`, input: raw });
        if (typed !== chars(value) && typedMax !== undefined && typed > typedMax) ctx.issues.push({ code: 'custom', message: `is ${typed} characters as typed; at most ${typedMax}`, input: raw });
        return value;
      })
      // What the editor at /admin shows as counters and stops a save on (scripts/lib/cms/).
      .meta({ ...(min >= 1 ? { minLength: min } : {}), ...(typedMax === undefined ? {} : { maxLength: typedMax }), ...(kind ? { [WORDS_KIND_KEY]: kind } : {}) });

  /** A heading: a page's, a section's or a card's title, an eyebrow (Title Case in English). */
  const title = ({ max }: { max: number }) => text({ max, kind: 'heading' });

  /** What a visitor presses: a button, a menu link (Title Case in English, one wording per action). */
  const label = ({ max }: { max: number }) => text({ max, kind: 'label' });

  /** Words that may link to a page or a contact (`[words](contact)`); in Arabic, Latin runs are isolated. */
  const rich = () =>
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
      .transform((raw, ctx) => {
        const { value, problems } = resolveRich(raw.trim(), context);
        for (const message of problems) ctx.issues.push({ code: 'custom', message, input: raw });
        if (value === '' || (Array.isArray(value) && value.length === 0)) ctx.issues.push({ code: 'custom', message: 'is empty', input: raw });
        return value;
      })
      .meta({ contentMediaType: 'text/markdown', minLength: 1 });

  /**
   * A line of words that quotes a number or code to keep whole (`{licenceNumber}`, `{phone}`): edited
   * as `text` is, with its bounds and without links, but written as runs so that the fact's own run
   * can be isolated and kept on one line (`<Whole>`).
   */
  const factLine = ({ max }: { max: number }) =>
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is missing' : 'must be text') })
      .transform((raw, ctx) => {
        const { value, problems } = resolveRich(raw.trim(), context);
        for (const message of problems) ctx.issues.push({ code: 'custom', message, input: raw });
        if (Array.isArray(value) && value.some((run) => typeof run !== 'string' && run.href)) ctx.issues.push({ code: 'custom', message: 'holds a link, which this line cannot show: write the words alone', input: raw });
        const shown = typeof value === 'string' ? value : value.map((run) => (typeof run === 'string' ? run : run.text)).join('');
        if (chars(shown) < 1) ctx.issues.push({ code: 'custom', message: 'is empty', input: raw });
        if (chars(shown) > max) ctx.issues.push({ code: 'custom', message: `is ${chars(shown)} characters; at most ${max}`, input: raw });
        const typed = chars(raw.trim());
        if (typed !== chars(shown) && typed > max) ctx.issues.push({ code: 'custom', message: `is ${typed} characters as typed; at most ${max}`, input: raw });
        return value;
      })
      .meta({ minLength: 1, maxLength: max });

  /**
   * A page's title as search results show it: at most TITLE_MAX characters of the owner's own words.
   * The brand follows where there is room and is left off where there is not (src/seo/page-title.ts),
   * so the brand's length takes no room from any page.
   */
  const pageTitleText = () =>
    text({ kind: 'heading' })
      .superRefine((value, ctx) => {
        if (titleLength(value) > TITLE_MAX) {
          ctx.addIssue({ code: 'custom', message: `is ${titleLength(value)} characters; a search result shows at most ${TITLE_MAX}`, input: value });
        }
        if (!OWN_TITLE.pattern.test(value)) ctx.addIssue({ code: 'custom', message: OWN_TITLE.problem, input: value });
      })
      .meta({ maxLength: TITLE_MAX, [WORDS_KIND_KEY]: 'heading', [SHAPES_KEY]: [{ pattern: OWN_TITLE.pattern.source, flags: OWN_TITLE.pattern.flags, problem: OWN_TITLE.problem }] });

  /** A page's description as search results show it: 120–160 characters. */
  const description = () => text({ min: DESCRIPTION_RANGE[0], max: DESCRIPTION_RANGE[1] });

  /** The search snippet every page has. */
  const pageMeta = () =>
    group({
      title: pageTitleText(),
      description: description(),
      keywords: list(text({ max: 60 }), { min: 1, max: 12 }),
    });

  /** What opens a section: a small label, its heading, an optional lead paragraph. */
  const heading = <T extends z.ZodRawShape = Record<never, never>>(shape?: T) =>
    group({ eyebrow: title({ max: 60 }).optional(), title: title({ max: 90 }), intro: text().optional(), ...(shape as T) });

  /** A titled point: a value, a benefit, a step. */
  const item = () => group({ title: title({ max: 90 }), description: text() });

  /** A titled point with its icon from the card sprite. */
  const iconItem = () => group({ icon: oneOf(cardIconNames), title: title({ max: 90 }), description: text() });

  const faqItem = () => group({ question: text(), answer: text() });

  /** A client's words: initials only (clients stay private), their role, what they said. */
  const testimonial = () => group({ name: text({ max: 12 }), role: text({ max: 60 }), content: text() });

  /** The band that closes a page with one next step. */
  const closing = () => group({ title: title({ max: 90 }), body: text(), cta: label({ max: 40 }) });

  /** A page's opening: a label, its heading, a lead paragraph. */
  const hero = <T extends z.ZodRawShape = Record<never, never>>(shape?: T) =>
    group({ eyebrow: title({ max: 60 }), title: title({ max: 90 }), lead: text(), ...(shape as T) });

  return { text, title, label, rich, factLine, pageTitleText, description, pageMeta, heading, item, iconItem, faqItem, testimonial, closing, hero };
}

export type Words = ReturnType<typeof wordsIn>;

/** A content schema: the fields of a data file, built with one language's words. */
export type Schema<S extends z.ZodType = z.ZodType> = (words: Words) => S;

/** What a schema (or a schema's builder) yields once a file passes it. */
export type Output<T> = T extends Schema<infer S> ? z.output<S> : T extends z.ZodType ? z.output<T> : never;

/** What a builder of words yields: the shapes several pages share, as the components receive them. */
type Built<K extends keyof Words> = z.output<ReturnType<Words[K]>>;

/** The search snippet every page has: PageMeta adds ` | <short brand>` to the title where the whole stays within 60 (src/seo/page-title.ts). */
export type PageMetaContent = Built<'pageMeta'>;
/** A titled point: a value, a benefit, a step of a process. */
export type Item = Built<'item'>;
/** A titled point drawn as a card or a list row with its icon. */
export type IconItem = Built<'iconItem'>;
/** A client's words: initials only, in the page's own script. */
export type Testimonial = Built<'testimonial'>;
/** What opens a section: a small label, its heading, an optional lead paragraph. */
export type SectionHeading = Built<'heading'>;
/** The band that closes a page with one next step. */
export type ClosingContent = Built<'closing'>;
// The shape structured data lists (a lower layer) is the one the builder yields.
export type { FaqItem } from '../../seo/subjects';
export type { Inline, RichText } from './text';

/** A figure as a page shows it: the number from the settings, its sign, its label from the shared words. */
export interface Stat {
  value: number;
  /** Printed after the number, e.g. '+' or '%'. */
  suffix: string;
  label: string;
}
