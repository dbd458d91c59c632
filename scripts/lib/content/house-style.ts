/**
 * The house style, checked on every data file as the content compiler reads it (docs/house-style.md):
 * English prose writes curly quotes and apostrophes; headings, buttons, menu links and card titles
 * (the fields their schema makes headings or labels: words-kinds.ts) are in Title Case unless the
 * spec gives their words; one label per action and one term per idea, in both languages. The rules' words are data, src/content/style/house-style.json; a mistake is one line:
 * the file, the field, the rule and what to write instead.
 */
import path from 'node:path';
import type { Locale } from '../../../src/config/site';
import { houseStyleSchema, type HouseStyle } from '../../../src/content/schema/house-style';
import { ARABIC_LETTER, latinRunProblem, latinRuns, outsideArabicFace, outsideFaceProblem } from '../../../src/config/arabic-script';
import { site } from '../../../src/config/site';
import { fieldPath, problemLines, readJsonFile, type Checked } from './problems';
import { kindsOfFile, type KindOf } from './words-kinds';

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

/** A phrase as a Title Case heading writes it: each word capitalised, the minor ones inside it aside. */
export const inTitleCase = (phrase: string, minorWords: readonly string[]) =>
  phrase
    .split(' ')
    .map((word, index) => (index > 0 && minorWords.includes(word) ? word : capitalise(word)))
    .join(' ');

/** A phrase as written, opening a sentence, or in a Title Case heading. */
export const variantsOf = (phrase: string, minorWords: readonly string[]) => [...new Set([phrase, capitalise(phrase), inTitleCase(phrase, minorWords)])];

/** Where `phrase` stands in `text` as whole words, as written, opening a sentence or in a heading. */
function occurrences(text: string, phrase: string, minorWords: readonly string[]): [number, number][] {
  const variants = variantsOf(phrase, minorWords);
  return variants.flatMap((variant) =>
    [...text.matchAll(new RegExp(`(?<!${LETTER})${escape(variant)}(?!${LETTER})`, 'gu'))].map((match): [number, number] => [match.index, match.index + variant.length]),
  );
}

/**
 * The refused phrases `text` holds, except inside the words to use ('خدماتنا' is not refused inside
 * 'اكتشف خدماتنا'); with `opening`, only a phrase the text opens with (a label is its first words).
 */
function refusedIn(text: string, refuse: readonly string[], use: string, minorWords: readonly string[], opening = false): string[] {
  const allowed = use === '' ? [] : occurrences(text, use, minorWords);
  return refuse.filter((phrase) =>
    occurrences(text, phrase, minorWords).some(([start, end]) => (!opening || start === 0) && !allowed.some(([from, to]) => from <= start && end <= to)),
  );
}

/** Where a heading's words part: after a colon, a question or exclamation mark or a full stop, and at a dash, a middle dot or a bar standing alone. */
const ENDS_PART = /[:?!.]["”’)]*$/u;
const BREAK = /^[–—·|]$/u;
/** An initial (R.), which keeps its capital wherever it stands. */
const INITIAL = /^\p{Lu}\.$/u;

/**
 * `text` in Title Case, as the spec writes its headings and buttons ("Start Your Transformation
 * Today", "Your Journey with Us", "Return to Home"): every word with a capital, but the minor
 * words (`titleCase.minorWords`: articles, short conjunctions and prepositions) inside a part;
 * a part's first and last words always have one. A hyphenated word capitalises its first part and
 * every later one but a minor word ("One-to-One", "Goal-Oriented", "In-Person"). Words with a
 * capital after their first letter (WhatsApp, UAE, SMEs), initials, names (`properNouns`), facts
 * (`{city}`) and words that open with a digit are left as they are.
 */
export function titleCased(text: string, style: Pick<HouseStyle, 'properNouns' | 'titleCase'>): string {
  const minor = new Set(style.titleCase.minorWords);
  const kept: [number, number][] = [...text.matchAll(/\{[^{}]*\}/gu)].map((match) => [match.index, match.index + match[0].length]);
  for (const noun of style.properNouns) for (const match of text.matchAll(new RegExp(`(?<!${LETTER})${escape(noun)}(?!${LETTER})`, 'gu'))) kept.push([match.index, match.index + noun.length]);
  const isKept = (at: number) => kept.some(([from, to]) => from <= at && at < to);
  const tokens = [...text.matchAll(/\S+/gu)].map((match) => ({ word: match[0], at: match.index }));
  // Each token's place in its part: whether it opens or closes it.
  const words = tokens.filter(({ word }) => !BREAK.test(word) && /[\p{L}\p{N}{]/u.test(word));
  const opens = new Set<number>();
  const closes = new Set<number>();
  words.forEach((token, index) => {
    const previous = words[index - 1];
    const next = words[index + 1];
    const brokenBefore = (from: number) => tokens.some(({ word, at }) => BREAK.test(word) && from < at && at < token.at);
    if (!previous || ENDS_PART.test(previous.word) || brokenBefore(previous.at)) opens.add(token.at);
    if (!next || ENDS_PART.test(token.word) || tokens.some(({ word, at }) => BREAK.test(word) && token.at < at && at < next.at)) closes.add(token.at);
  });
  let out = '';
  let last = 0;
  for (const { word, at } of words) {
    out += text.slice(last, at);
    last = at + word.length;
    if (isKept(at) || INITIAL.test(word.replace(/^[^\p{L}]+/u, ''))) {
      out += word;
      continue;
    }
    const parts = word.split('-');
    out += parts
      .map((part, index) => {
        const [, lead = '', bare = '', tail = ''] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(part) ?? [];
        if (!/^[\p{Lu}\p{Ll}]/u.test(bare) || /\p{Lu}/u.test(bare.slice(1))) return part;
        // A compound's first part always has its capital; a lone word or a later part, unless it is minor inside its part of the heading.
        const edge = parts.length > 1 ? index === 0 || (index === parts.length - 1 && closes.has(at)) : opens.has(at) || closes.has(at);
        const lower = !edge && minor.has(bare.toLowerCase());
        return lead + (lower ? bare.toLowerCase() : capitalise(bare)) + tail;
      })
      .join('-');
  }
  return out + text.slice(last);
}

/** The words of `text` that Title Case would write otherwise: a heading's mistakes, as written. */
export function titleCaseMistakes(text: string, style: Pick<HouseStyle, 'properNouns' | 'titleCase'>): string[] {
  const fixed = titleCased(text, style).split(/\s+/u);
  return text.split(/\s+/u).filter((word, index) => word !== fixed[index]);
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

/**
 * Every way `data`, the words of `file` (`<folder>/<locale>.json`) in `locale`, departs from the
 * house style, one line each. Which fields are headings and labels, its schema says (`kinds`: by
 * default, the schema of the collection `file` belongs to).
 */
export function houseStyleProblems(file: string, locale: Locale, data: unknown, style: HouseStyle, kinds: KindOf = kindsOfFile(file, locale, data)): string[] {
  const folder = path.posix.dirname(file);
  const specWords = style.specWords.filter((entry) => !entry.in || entry.in.includes(folder));
  const isSpecWords = (value: string) => specWords.some((entry) => entry[locale] === value);
  const problems: string[] = specWordsProblems(file, locale, data, style);
  for (const leaf of leaves(data)) {
    if (NOT_WORDS.has(leaf.key)) continue;
    const where = `${file}: ${fieldPath(leaf.path)}`;
    const value = leaf.value.trim();
    const kind = kinds(leaf.path);

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
    // Arabic has no capitals; a Latin run in it is a name, written as the name is (latinInArabic).
    if (locale === 'en' && kind !== undefined && !isSpecWords(value)) {
      const mistakes = titleCaseMistakes(value, style);
      if (mistakes.length > 0) {
        problems.push(`${where}: "${value}" is not in Title Case (${mistakes.join(', ')}); headings, buttons, menu links and card titles are: "${titleCased(value, style)}" (${HOUSE_STYLE_FILE}, titleCase)`);
      }
    }
    if (kind === 'label' && !isSpecWords(value)) {
      for (const label of style.labels) {
        for (const refused of refusedIn(value, label.refuse[locale], label[locale], style.titleCase.minorWords, true)) {
          problems.push(`${where}: "${refused}" is not this action's label; ${label.action.charAt(0).toLowerCase()}${label.action.slice(1)}: "${label[locale]}" (${HOUSE_STYLE_FILE}, labels)`);
        }
      }
    }
    for (const term of style.terms) {
      for (const refused of refusedIn(value, term.refuse[locale], term[locale], style.titleCase.minorWords)) {
        problems.push(`${where}: "${refused}": the glossary writes ${term.idea.toLowerCase()} as "${term[locale]}" (${HOUSE_STYLE_FILE}, terms)`);
      }
    }
  }
  return problems;
}
