/**
 * The house style, checked on every data file as the content compiler reads it (docs/house-style.md):
 * English prose writes curly quotes and apostrophes; headings, buttons and labels are in sentence
 * case unless the spec gives their words; one label per action and one term per idea, in both
 * languages. The rules' words are data, src/content/style/house-style.json; a mistake is one line:
 * the file, the field, the rule and what to write instead.
 */
import path from 'node:path';
import type { Locale } from '../../../src/config/site';
import { houseStyleSchema, type HouseStyle } from '../../../src/content/schema/house-style';
import { ARABIC_LETTER, latinRunProblem, latinRuns, outsideArabicFace, outsideFaceProblem } from '../../../src/config/arabic-script';
import { site } from '../../../src/config/site';
import { fieldPath, problemLines, readJsonFile, type Checked } from './problems';

export const HOUSE_STYLE_FILE = 'src/content/style/house-style.json';

const root = path.resolve(__dirname, '..', '..', '..');

/** The house style's words, checked; `from` as in compileAll. */
export function readHouseStyle(from: string = root): Checked<HouseStyle> {
  const read = readJsonFile(from, HOUSE_STYLE_FILE, 'the content checks read the spec’s words and the glossary from it');
  if (!read.ok) return read;
  const checked = houseStyleSchema.safeParse(read.value);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, problems: problemLines(HOUSE_STYLE_FILE, checked.error.issues) };
}

/** Fields that hold names the code reads (an anchor, an icon, a page), not words. */
export const NOT_WORDS = new Set(['id', 'kind', 'icon', 'page']);
/** Fields a visitor presses: one label per action (the navigation names pages, and keeps the spec's names). */
export const LABELS = new Set(['cta', 'primaryCta', 'secondaryCta', 'label', 'linkLabel', 'buttonText', 'payLabel', 'bookAndPayLabel', 'headerCta', 'submit', 'backToBlog', 'back', 'returnHome', 'homeLink', 'servicesLink', 'readMore']);
/** Fields that head or label something: sentence case. */
const HEADINGS = new Set([...LABELS, 'title', 'eyebrow', 'name', 'plainName', 'role', 'popular', 'contents', 'updated', 'relatedTitle', 'features', 'items', 'checklist']);
/** Groups whose every field is a label (the navigation, the form's labels, the blog's categories, the menu button). */
const LABEL_GROUPS = new Set(['nav', 'labels', 'categories', 'menu']);
/** Files whose every field is a label. */
const LABEL_FILES = new Set(['src/content/shared/figures']);

interface Leaf {
  path: (string | number)[];
  /** Inside a run marked `"ltr": true`: Latin text set apart from the Arabic around it (an address, a law's English name). */
  isolated: boolean;
  /** The field's own name: the last name in its path that is not a list position. */
  key: string;
  parent: string;
  value: string;
}

function leaves(value: unknown, at: (string | number)[] = [], isolated = false): Leaf[] {
  if (typeof value === 'string') {
    const names = at.filter((part): part is string => typeof part === 'string');
    return [{ path: at, key: names.at(-1) ?? '', parent: names.at(-2) ?? '', value, isolated }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index], isolated));
  if (value && typeof value === 'object') {
    const ltr = isolated || (value as { ltr?: unknown }).ltr === true;
    return Object.entries(value).flatMap(([name, item]) => leaves(item, [...at, name], ltr));
  }
  return [];
}

/** The Latin digits of an Arabic sentence, its `{facts}` and links' addresses aside (a number alone, like a phone's example, is not a sentence). */
const latinDigitsIn = (text: string): string[] =>
  ARABIC_LETTER.test(text) ? [...new Set(text.replace(/\{[^{}]*\}/g, ' ').replace(/\]\([^)]*\)/g, ']').match(/[0-9]+/g) ?? [])] : [];

/** The house style with the brand's Latin form among the names an Arabic text may write in Latin letters. */
export const withBrandName = (style: HouseStyle, brand: string = site.brand.en): HouseStyle => ({ ...style, latinInArabic: [...style.latinInArabic, brand] });

/** A letter, mark or digit: a refused phrase stands as whole words between anything else. */
export const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where `phrase` stands in `text` as whole words, as written or opening a sentence. */
function occurrences(text: string, phrase: string): [number, number][] {
  const variants = [...new Set([phrase, capitalise(phrase)])];
  return variants.flatMap((variant) =>
    [...text.matchAll(new RegExp(`(?<!${LETTER})${escape(variant)}(?!${LETTER})`, 'gu'))].map((match): [number, number] => [match.index, match.index + variant.length]),
  );
}

/**
 * The refused phrases `text` holds, except inside the words to use ('خدماتنا' is not refused inside
 * 'اكتشف خدماتنا'); with `opening`, only a phrase the text opens with (a label is its first words).
 */
function refusedIn(text: string, refuse: readonly string[], use: string, opening = false): string[] {
  const allowed = use === '' ? [] : occurrences(text, use);
  return refuse.filter((phrase) =>
    occurrences(text, phrase).some(([start, end]) => (!opening || start === 0) && !allowed.some(([from, to]) => from <= start && end <= to)),
  );
}

/** The words of `text` that a sentence-case heading would not capitalise: not its first, nor a name, an acronym or a fact. */
export function titleCaseWords(text: string, properNouns: readonly string[]): string[] {
  let plain = text.replace(/\{[^{}]*\}/g, ' • ');
  for (const noun of properNouns) plain = plain.split(noun).join(' • ');
  const found: string[] = [];
  // A new sentence, or a part after a middle dot, may open with a capital.
  for (const sentence of plain.split(/(?<=[.!?])\s+|\s·\s/)) {
    for (const word of sentence.trim().split(/\s+/).slice(1)) {
      const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (!/^\p{Lu}/u.test(bare)) continue;
      const acronym = /^\p{Lu}[\p{Lu}\d]+s?$/u.test(bare);
      const initial = /^\p{Lu}\.$/u.test(word.replace(/^[^\p{L}]+/u, ''));
      if (acronym || initial || bare === 'I') continue;
      found.push(bare);
    }
  }
  return found;
}

/** The quotation marks each language refuses: straight ones in English (it writes ’ ‘ ” “), English ones in Arabic (it writes « »). */
export const REFUSED_QUOTES: Record<Locale, string> = { en: `'"`, ar: '"“”' };

const hasRefusedQuote = (text: string, locale: Locale) => [...REFUSED_QUOTES[locale]].some((mark) => text.includes(mark));

/** What the text would read with curly quotes and apostrophes: ’ inside and after a word, ‘ “ opening, ” closing. */
export function curled(text: string): string {
  return text
    .replace(/(^|[\s([{—–-])'/g, '$1‘')
    .replace(/'/g, '’')
    .replace(/(^|[\s([{—–-])"/g, '$1“')
    .replace(/"/g, '”');
}

const lowerWords = (text: string, words: readonly string[]) =>
  words.reduce((out, word) => out.replace(new RegExp(`(?<!${LETTER})${escape(word)}(?!${LETTER})`, 'u'), word.charAt(0).toLowerCase() + word.slice(1)), text);

/** The value at a dotted path of names and list positions (`journey.steps.0.title`). */
const valueAt = (data: unknown, field: string): unknown =>
  field.split('.').reduce<unknown>((value, name) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined), data);

/**
 * The spec's words, kept where the spec puts them: each entry with a `field`, in each folder of
 * its `in`, holds its words in each language the spec gives them in, however they were changed
 * (typed over, copied from the other language, a duplicated entry). One line each.
 */
export function specWordsProblems(file: string, locale: Locale, data: unknown, style: HouseStyle): string[] {
  const folder = path.posix.dirname(file);
  return style.specWords.flatMap((entry) => {
    const expected = entry[locale];
    if (!entry.field || !entry.in?.includes(folder) || expected === undefined) return [];
    const value = valueAt(data, entry.field);
    if (value === expected) return [];
    const where = `${file}: ${fieldPath(entry.field.split('.').map((name) => (/^\d+$/.test(name) ? Number(name) : name)))}`;
    const was = typeof value === 'string' ? `is "${value}"` : 'is missing';
    return [`${where}: ${was}; the product spec gives these words (${entry.where}): "${expected}", kept as it gives them (${HOUSE_STYLE_FILE}, specWords)`];
  });
}

/** Every way `data`, the words of `file` (`<folder>/<locale>.json`) in `locale`, departs from the house style, one line each. */
export function houseStyleProblems(file: string, locale: Locale, data: unknown, style: HouseStyle): string[] {
  const folder = path.posix.dirname(file);
  const specWords = style.specWords.filter((entry) => !entry.in || entry.in.includes(folder));
  const isSpecWords = (value: string) => specWords.some((entry) => entry[locale] === value);
  const problems: string[] = specWordsProblems(file, locale, data, style);
  for (const leaf of leaves(data)) {
    if (NOT_WORDS.has(leaf.key)) continue;
    const where = `${file}: ${fieldPath(leaf.path)}`;
    const value = leaf.value.trim();
    const isLabel = LABELS.has(leaf.key) || LABEL_GROUPS.has(leaf.parent) || LABEL_FILES.has(folder);
    const isHeading = isLabel || HEADINGS.has(leaf.key);

    const foreign = outsideArabicFace(value);
    if (foreign.length > 0) problems.push(`${where}: ${outsideFaceProblem(foreign)}`);
    if (locale === 'ar' && !leaf.isolated) {
      const runs = latinRuns(value, style.latinInArabic);
      if (runs.length > 0) problems.push(`${where}: ${latinRunProblem(runs)} (${HOUSE_STYLE_FILE}, latinInArabic)`);
      const digits = latinDigitsIn(value);
      if (digits.length > 0) problems.push(`${where}: writes ${digits.join(', ')} in Latin digits; Arabic text writes Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩), or quotes the figure from the settings`);
    }
    if (locale === 'en' && hasRefusedQuote(value, locale)) {
      problems.push(`${where}: has a straight quote or apostrophe; the house style writes ’ for an apostrophe and ‘ ’ or “ ” for quotes: "${curled(value)}"`);
    }
    if (locale === 'ar' && hasRefusedQuote(value, locale)) {
      problems.push(`${where}: has an English quotation mark; Arabic quotes with « »`);
    }
    if (locale === 'en' && isHeading && !isSpecWords(value)) {
      const capitals = titleCaseWords(value, style.properNouns);
      if (capitals.length > 0) {
        problems.push(
          `${where}: "${value}" is in Title Case (${capitals.join(', ')}); headings, buttons and labels are in sentence case, "${lowerWords(value, capitals)}", unless the spec gives the words (${HOUSE_STYLE_FILE}, specWords)`,
        );
      }
    }
    if (LABELS.has(leaf.key) && !isSpecWords(value)) {
      for (const label of style.labels) {
        for (const refused of refusedIn(value, label.refuse[locale], label[locale], true)) {
          problems.push(`${where}: "${refused}" is not this action's label; ${label.action.charAt(0).toLowerCase()}${label.action.slice(1)}: "${label[locale]}" (${HOUSE_STYLE_FILE}, labels)`);
        }
      }
    }
    for (const term of style.terms) {
      for (const refused of refusedIn(value, term.refuse[locale], term[locale])) {
        problems.push(`${where}: "${refused}": the glossary writes ${term.idea.toLowerCase()} as "${term[locale]}" (${HOUSE_STYLE_FILE}, terms)`);
      }
    }
  }
  return problems;
}
