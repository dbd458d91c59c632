/**
 * The house style (docs/house-style.md) as the editor's field patterns, so that /admin refuses to
 * save a text the build would refuse, at the field, with what to write instead. Made from what the
 * build's check reads: the rules' words (src/content/style/house-style.json) and its constants
 * (scripts/lib/content/house-style.ts). Covered: the quotation marks, the glossary, the labels
 * per action and Title Case in a heading or a label (the field's kind, from its schema); Title Case
 * as the build has it, but for a minor word opening a hyphenated word ("In-Person"), which the
 * build alone refuses.
 *
 * A field of a words file edits both languages' files with one configuration, so its pattern holds
 * both languages' rules: straight quotes are refused in either pane (Arabic writes none), English
 * quotation marks in a text with Arabic letters, a refused term of either language anywhere.
 */
import type { Locale } from '../../../src/config/site';
import type { HouseStyle } from '../../../src/content/schema/house-style';
import type { WordsKind } from '../../../src/content/schema/fields';
import { ARABIC_LETTER, latinRunSource, OUTSIDE_ARABIC_FACE } from '../../../src/config/arabic-script';
import { capitalise, escape, LETTER, NOT_WORDS, readHouseStyle, REFUSED_QUOTES, variantsOf, withBrandName } from '../content/house-style';

/** The language a field is written in, or `both` where one field edits both languages' files. */
export type StyleLocale = Locale | 'both';

/** A field's pattern as the editor takes it: the regular expression (`/…/flags`) a valid value matches, and what it says otherwise. */
export type FieldPattern = [string, string];

const ARABIC = String.raw`\p{Script=Arabic}`;
const languagesOf = (locale: StyleLocale): Locale[] => (locale === 'both' ? ['en', 'ar'] : [locale]);

/** A phrase as whole words, as written, opening a sentence or in a heading (as the build finds it). */
const escapedVariants = (phrase: string, style: HouseStyle) => variantsOf(phrase, style.titleCase.minorWords).map(escape);
const anyOf = (alternatives: string[]) => `(?:${[...new Set(alternatives)].join('|')})`;

/** The house style's words, checked; the editor's configuration is not written without them. */
export function loadHouseStyle(): HouseStyle {
  const read = readHouseStyle();
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return withBrandName(read.value);
}

/** No run of English words in a text with Arabic letters (in the Arabic pane, where one field edits both languages). */
function latinRule(style: HouseStyle, locale: StyleLocale): string {
  if (locale === 'en') return '';
  const run = latinRunSource(style.latinInArabic);
  return locale === 'ar' ? `(?!.*${run})` : `(?!(?=.*${ARABIC_LETTER.source}).*${run})`;
}

function quotesRule(locale: StyleLocale): string {
  if (locale !== 'both') return `(?!.*[${REFUSED_QUOTES[locale]}])`;
  // Arabic refuses no straight quote but has no use for one; English quotation marks are refused where the text is Arabic.
  return `(?!.*[${REFUSED_QUOTES.en}])(?!(?=.*${ARABIC}).*[${REFUSED_QUOTES.ar}])`;
}

function termsRule(style: HouseStyle, locale: StyleLocale): string {
  const refused = style.terms.flatMap((term) => languagesOf(locale).flatMap((language) => term.refuse[language].flatMap((phrase) => escapedVariants(phrase, style))));
  return refused.length === 0 ? '' : `(?!.*(?<!${LETTER})${anyOf(refused)}(?!${LETTER}))`;
}

/** A label's refused variants, at its start, unless the field holds the spec's words for this folder. */
function labelsRule(style: HouseStyle, locale: StyleLocale, folder: string): string {
  const languages = languagesOf(locale);
  const refused = style.labels.flatMap((label) =>
    languages.flatMap((language) => {
      const use = label[language];
      return label.refuse[language].flatMap((phrase) => {
        // A variant the label's own words open with is refused only where those words do not follow.
        const inUse = new RegExp(`^${escape(phrase)}(?!${LETTER})`, 'u').test(use);
        return escapedVariants(phrase, style).map((variant) => (inUse ? `(?!${anyOf(escapedVariants(use, style))}(?!${LETTER}))${variant}` : variant));
      });
    }),
  );
  const specWords = style.specWords.filter((entry) => !entry.in || entry.in.includes(folder)).flatMap((entry) => languages.flatMap((language) => entry[language] ?? []));
  const notSpecWords = specWords.length === 0 ? '' : `(?!${anyOf(specWords.map(escape))}$)`;
  return refused.length === 0 ? '' : `(?!${notSpecWords}${anyOf(refused)}(?!${LETTER}))`;
}

/** What stands before a letter inside a word, or inside a fact (`{city}`, `{her|his}`): a letter there opens no word. */
const IN_WORD = String.raw`[\p{L}\p{M}\p{N}’'{|]`;
/** Where a heading's part ends: a colon, a question or exclamation mark or a full stop (closing quotes after it), or a dash, a middle dot or a bar standing alone. */
const PART_END = String.raw`(?:[:?!.]["”’)]*(?:\s|$)|\s[–—·|]\s)`;

/**
 * Title Case (house-style.ts, titleCased) in an English heading or label: no word but a minor one
 * opens in lower case; a part's first and last words open with a capital; a minor word inside a
 * part does not. Arabic has no capitals: a text with Arabic letters is not held to it, nor are the
 * spec's words where the spec gives them in another case ('Oops! Page not found').
 */
function titleCaseRule(style: HouseStyle, locale: StyleLocale, folder: string): string {
  if (locale === 'ar') return '';
  const minor = style.titleCase.minorWords.map(escape);
  const lower = anyOf(minor);
  const upper = anyOf(minor.map(capitalise));
  const start = `(?<!${IN_WORD})`;
  const end = String.raw`(?![\p{L}\p{M}])`;
  const rules = [
    // A word in lower case that is not a minor word (nor a name with a capital inside: iPhone).
    String.raw`(?!.*${start}(?!${lower}${end}|\p{Ll}[\p{L}\p{M}]*\p{Lu})\p{Ll})`,
    // A part's first word in lower case.
    String.raw`(?![^\p{L}\p{N}{]*\p{Ll})(?!.*${PART_END}[^\p{L}\p{N}{]*\p{Ll})`,
    // A part's last word in lower case.
    String.raw`(?!.*${start}\p{Ll}[\p{L}\p{M}\p{N}’']*(?:[“”"’)]*$|${PART_END}))`,
    // A minor word with a capital inside a part, or inside a hyphenated word.
    String.raw`(?!.*(?<=[\p{L}\p{M}\p{N}’',;)}&]\s+)${upper}${end}(?!${PART_END}|[“”"’)]*$))(?!.*-${upper}-)`,
  ].join('');
  const specWords = style.specWords.filter((entry) => (!entry.in || entry.in.includes(folder)) && entry.en).map((entry) => escape(entry.en!));
  const exempt = [`(?=.*${ARABIC})`, ...(specWords.length > 0 ? [`(?=${anyOf(specWords)}$)`] : [])];
  return `(?:${exempt.join('|')}|${rules})`;
}

/** The first few words of a long list ('organise, programme, behaviour…'). */
const shortList = (words: string) => {
  const parts = words.split(', ');
  return parts.length > 3 ? `${parts.slice(0, 3).join(', ')}…` : words;
};

/**
 * What the field says, each language's rules in its own words: one field edits both languages'
 * files, so the English pane's owner reads the first half and the Arabic pane's the second. A field
 * of Arabic alone says it in Arabic, then in English.
 */
function messageOf(style: HouseStyle, locale: StyleLocale, kind: WordsKind | undefined): string {
  const label = kind === 'label';
  const minor = style.titleCase.minorWords.slice(0, 11).join(', ');
  const terms = (language: Locale) =>
    style.terms.filter((term) => term.refuse[language].length > 0 && term[language] !== '').map((term) => (language === 'en' ? shortList(term.en) : term.ar));
  const labels = (language: Locale) => (label ? style.labels.map((entry) => entry[language].replace('<service>', '…')) : []);
  // Where one field holds both languages, straight quotes are refused in the Arabic text as well.
  const arabicRefuses = [...new Set([...(locale === 'both' ? REFUSED_QUOTES.en : ''), ...REFUSED_QUOTES.ar])];
  const english = (language: Locale) =>
    [
      `Not as the house style writes it: ${language === 'en' ? `’ for an apostrophe and “ ” or ‘ ’ for quotes, never ${[...REFUSED_QUOTES.en].join(' or ')}` : `in Arabic, « » for quotes, never ${arabicRefuses.join(' or ')}`}`,
      `the glossary’s words: ${terms(language).join(', ')}`,
      'in Arabic, Arabic letters, not Persian or Urdu ones, and no English words beside them',
      ...(label ? [`a button’s words for its action: ${labels(language).join(', ')}`] : []),
      ...(kind && language === 'en' ? [`in English, Title Case: a capital for every word but ${minor}… inside the words (Your Journey with Us, Return to Home)`] : []),
    ].join('; ') + '.';
  const arabic = () =>
    [
      `ليس كما يكتبه أسلوب الموقع: « » للاقتباس، لا ${arabicRefuses.join(' ولا ')}`,
      `كلمات المسرد: ${terms('ar').join('، ')}`,
      'حروف عربية لا فارسية ولا أردية (ك لا ک، ي لا ی)، بلا كلمات إنجليزية',
      ...(label ? [`كلمات الزر لعمله: ${labels('ar').join('، ')}`] : []),
    ].join('؛ ') + '.';
  if (locale === 'en') return english('en');
  if (locale === 'ar') return `${arabic()} ${english('ar')}`;
  return `${english('en')} ${arabic()}`;
}

/**
 * The pattern of a text field named `key` (a list's items: the list's name) in a data file of
 * `folder`, written in `locale`, of the kind its schema gives it (a heading, a label or neither);
 * none for a field that names something the code reads.
 */
export function houseStylePattern(style: HouseStyle, { key, locale, folder, kind }: { key: string; locale: StyleLocale; folder: string; kind?: WordsKind }): FieldPattern | undefined {
  if (NOT_WORDS.has(key)) return undefined;
  const label = kind === 'label' ? labelsRule(style, locale, folder) : '';
  const titleCase = kind ? titleCaseRule(style, locale, folder) : '';
  const body = `^${quotesRule(locale)}(?!.*${OUTSIDE_ARABIC_FACE.source})${latinRule(style, locale)}${termsRule(style, locale)}${label}${titleCase}.*$`;
  return [`/${body}/su`, messageOf(style, locale, kind)];
}
