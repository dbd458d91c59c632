/**
 * The house style (docs/house-style.md) as the editor's field patterns, so that /admin refuses to
 * save a text the build would refuse, at the field, with what to write instead. Made from what the
 * build's check reads: the rules' words (src/content/style/house-style.json) and its constants
 * (scripts/lib/content/house-style.ts). Covered: the quotation marks, the glossary and the labels
 * per action. Not covered, the build alone refuses it: sentence case (docs/decisions.md, "The owner's
 * editor at /admin").
 *
 * A field of a words file edits both languages' files with one configuration, so its pattern holds
 * both languages' rules: straight quotes are refused in either pane (Arabic writes none), English
 * quotation marks in a text with Arabic letters, a refused term of either language anywhere.
 */
import type { Locale } from '../../../src/config/site';
import type { HouseStyle } from '../../../src/content/schema/house-style';
import { ARABIC_LETTER, latinRunSource, OUTSIDE_ARABIC_FACE } from '../../../src/config/arabic-script';
import { capitalise, escape, LABELS, LETTER, NOT_WORDS, readHouseStyle, REFUSED_QUOTES, withBrandName } from '../content/house-style';

/** The language a field is written in, or `both` where one field edits both languages' files. */
export type StyleLocale = Locale | 'both';

/** A field's pattern as the editor takes it: the regular expression (`/…/flags`) a valid value matches, and what it says otherwise. */
export type FieldPattern = [string, string];

const ARABIC = String.raw`\p{Script=Arabic}`;
const languagesOf = (locale: StyleLocale): Locale[] => (locale === 'both' ? ['en', 'ar'] : [locale]);

/** A phrase as whole words, as written or opening a sentence (as the build finds it). */
const variantsOf = (phrase: string) => [...new Set([phrase, capitalise(phrase)])].map(escape);
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
  const refused = style.terms.flatMap((term) => languagesOf(locale).flatMap((language) => term.refuse[language].flatMap(variantsOf)));
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
        return variantsOf(phrase).map((variant) => (inUse ? `(?!${anyOf(variantsOf(use))}(?!${LETTER}))${variant}` : variant));
      });
    }),
  );
  const specWords = style.specWords.filter((entry) => !entry.in || entry.in.includes(folder)).flatMap((entry) => languages.flatMap((language) => entry[language] ?? []));
  const notSpecWords = specWords.length === 0 ? '' : `(?!${anyOf(specWords.map(escape))}$)`;
  return refused.length === 0 ? '' : `(?!${notSpecWords}${anyOf(refused)}(?!${LETTER}))`;
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
function messageOf(style: HouseStyle, locale: StyleLocale, label: boolean): string {
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
 * `folder`, written in `locale`; none for a field that names something the code reads.
 */
export function houseStylePattern(style: HouseStyle, { key, locale, folder }: { key: string; locale: StyleLocale; folder: string }): FieldPattern | undefined {
  if (NOT_WORDS.has(key)) return undefined;
  const label = LABELS.has(key);
  const body = `^${quotesRule(locale)}(?!.*${OUTSIDE_ARABIC_FACE.source})${latinRule(style, locale)}${termsRule(style, locale)}${label ? labelsRule(style, locale, folder) : ''}.*$`;
  return [`/${body}/su`, messageOf(style, locale, label)];
}
