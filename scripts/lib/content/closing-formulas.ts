/**
 * Whether two posts of one language end the same way: each post's closing paragraph (the last
 * paragraph of its text, after its last heading) is its own invitation, and five posts that close
 * on one formula read as a template. Two closings share a formula when they have a run of
 * FORMULA_WORDS or more words in common, compared as a reader tells words apart: case,
 * punctuation, Arabic diacritics and tatweel, and the forms of alef aside.
 *
 * Pure: the caller reads the files. `npm run check:launch` shows what it finds as words to look at,
 * never as a refusal (docs/decisions.md, "The blog").
 */
import { Lexer, type Token } from 'marked';

/** The fewest words in a row that make a shared formula rather than a shared phrase. */
export const FORMULA_WORDS = 5;

/** A post in one language: its slug and the Markdown of its text (the front matter left off). */
export interface PostText {
  slug: string;
  body: string;
}

/** The words a reader sees in a paragraph: links by their words, pictures left out. */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'image') return ' ';
      if ('tokens' in token && token.tokens) return shownText(token.tokens);
      return 'text' in token && typeof token.text === 'string' ? token.text : ' ';
    })
    .join('');
}

/** The closing paragraph's words: the last paragraph after the last heading; none when no paragraph follows it. */
function closingParagraph(body: string): string | undefined {
  const blocks = Lexer.lex(body);
  const lastHeading = blocks.findLastIndex((token) => token.type === 'heading');
  const closing = blocks.slice(lastHeading + 1).findLast((token) => token.type === 'paragraph');
  return closing && 'tokens' in closing && closing.tokens ? shownText(closing.tokens) : undefined;
}

const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEFS = /[\u0622\u0623\u0625\u0671]/g;
const APOSTROPHES = /['\u2019\u2018\u02BC]/g;
/** A word as written: from a letter or digit to a letter, digit or mark, apostrophes inside (client’s). */
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}'\u2019\u02BC]*[\p{L}\p{N}\p{M}])?/gu;

/** A word as compared: lower case, without diacritics, tatweel or apostrophes, every alef plain. */
const normalised = (word: string): string =>
  word.normalize('NFKC').toLowerCase().replace(MARKS, '').replace(ALEFS, '\u0627').replace(APOSTROPHES, '');

interface Word {
  key: string;
  /** Where it stands in the paragraph, to show the words as written. */
  start: number;
  end: number;
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(WORD)]
    .map((match) => ({ key: normalised(match[0]), start: match.index, end: match.index + match[0].length }))
    .filter((word) => word.key !== '');

/** The runs of at least FORMULA_WORDS words that `a` and `b` share, longest first, each as `text` (a's paragraph) writes it. */
function sharedRuns(text: string, a: readonly Word[], b: readonly Word[]): string[] {
  const runs: { start: number; length: number }[] = [];
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1]?.key !== b[j - 1]?.key) continue;
      const length = (previous[j - 1] ?? 0) + 1;
      current[j] = length;
      // Only a whole run counts: one that the next words do not carry on.
      const goesOn = i < a.length && j < b.length && a[i]?.key === b[j]?.key;
      if (!goesOn && length >= FORMULA_WORDS) runs.push({ start: i - length, length });
    }
    previous = current;
  }
  const keys = ({ start, length }: { start: number; length: number }) => ` ${a.slice(start, start + length).map((word) => word.key).join(' ')} `;
  return runs
    .sort((x, y) => y.length - x.length)
    .filter((run, index, all) => !all.slice(0, index).some((longer) => keys(longer).includes(keys(run))))
    .map(({ start, length }) => text.slice(a[start]?.start, a[start + length - 1]?.end).replace(/\s+/g, ' '));
}

/**
 * One line for each two of these posts whose closing paragraphs share a formula, naming both files
 * (`fileOf` a slug) and the words as the first of them writes them. The posts are of one language.
 */
export function closingFormulas(posts: readonly PostText[], fileOf: (slug: string) => string): string[] {
  const closings = [...posts]
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map((post) => {
      const text = closingParagraph(post.body) ?? '';
      return { file: fileOf(post.slug), text, words: wordsOf(text) };
    });
  return closings.flatMap((first, i) =>
    closings.slice(i + 1).flatMap((second) => {
      const shared = sharedRuns(first.text, first.words, second.words);
      if (shared.length === 0) return [];
      return [`${first.file} and ${second.file}: the closing paragraphs share ${shared.map((words) => `"${words}"`).join(' and ')}; give each post its own closing`];
    }),
  );
}
