/**
 * How a sentence in a data file quotes a fact and links to a page, and how the build turns it into
 * the words a visitor reads. Build-time only (scripts/compile-content.ts).
 *
 * - `{city}`, `{years}`, `{discoveryLength}`…: a fact, by name, from the settings
 *   (scripts/lib/content/context.ts says what each is). A name with an argument: `{price:careerCoaching}`.
 *   A number comes with its noun, agreeing ('20 years', '٢٠ عاماً', 'AED 250', '٢٥٠ درهماً إماراتياً'):
 *   `{years} years` says it twice and is refused.
 * - `{her|his}`: the first words when the founder is a woman, the second when a man (Arabic agreement
 *   too: `{معتمدة|معتمد}`).
 * - `[the privacy policy](privacy)`: a link, by the name of a page (`privacy`, `contact`, `booking`,
 *   `privacy#cookies`…) or of a contact (`email`, `whatsapp`) or a booking link (`discovery`).
 *
 * Everything else is text, as typed: quotes, apostrophes, backticks, angle brackets, `${…}` (a brace
 * after `$` is not a token) and `{{`/`}}` (one brace each).
 */

/** A fact as a sentence quotes it: its words, and whether they read left to right inside Arabic. */
export interface TokenValue {
  text: string;
  ltr?: boolean;
  /** A number or code read as one (a phone or licence number, a price with its currency): never broken across lines. */
  whole?: boolean;
  /**
   * The nouns its words already carry ('20 years', '٢٠ عاماً', 'AED 250'), in every form and both
   * languages: a sentence that writes one of them right after the fact says it twice, and is refused.
   */
  noun?: readonly string[];
}

/** What a sentence may name in one language: facts, link targets and the founder's grammar. */
export interface TextContext {
  tokens: Readonly<Record<string, TokenValue>>;
  /** Link targets by name: a site path, a `mailto:` address or an outbound URL. */
  links: Readonly<Record<string, string>>;
  /** Which side of `{a|b}` to take. */
  founder: 'woman' | 'man';
  /** Arabic isolates Latin runs in linked text (rich fields) so they do not scramble. */
  rtl: boolean;
}

export type Inline = string | { text: string; href?: string; ltr?: true; whole?: true };
export type RichText = string | Inline[];

const TOKEN = /\{\{|\}\}|\$\{|\{([^{}\n]{1,80})\}/g;
const NAME = /^([a-z][A-Za-z0-9]*)(?::([A-Za-z0-9-]+))?$/;

/** A problem in plain words, or the text with its tokens replaced, each run marked left to right or not. */
export type Resolved = { runs: TokenRun[]; problems: string[] };
interface TokenRun {
  text: string;
  ltr?: boolean;
  whole?: boolean;
}

/** Replaces every token of `text`; unknown names are problems, never left in the words. */
export function resolveTokens(text: string, context: TextContext): Resolved {
  const runs: TokenRun[] = [];
  const problems: string[] = [];
  let last = 0;
  const push = (run: TokenRun) => {
    if (run.text === '') return;
    const previous = runs[runs.length - 1];
    if (previous && !previous.ltr && !run.ltr && !previous.whole && !run.whole) previous.text += run.text;
    else runs.push({ ...run });
  };
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    push({ text: text.slice(last, index) });
    last = index + match[0].length;
    const [whole, inner] = match;
    if (whole === '{{') push({ text: '{' });
    else if (whole === '}}') push({ text: '}' });
    else if (whole === '${') push({ text: whole });
    else if (inner?.includes('|')) {
      const sides = inner.split('|');
      if (sides.length !== 2) problems.push(`"${whole}" must give two forms, for a woman and for a man: {her|his}`);
      else push({ text: (context.founder === 'woman' ? sides[0] : sides[1]) ?? '' });
    } else if (inner !== undefined && NAME.test(inner.trim())) {
      const value = context.tokens[inner.trim()];
      const doubled = value?.noun && nounAfter(text.slice(last), value.noun);
      if (doubled) problems.push(`"${whole} ${doubled}" says the noun twice: ${whole} already reads "${value.text}"; leave out "${doubled}" (write "${whole}" alone, not "${whole} ${doubled}")`);
      if (value) push({ text: value.text, ...(value.ltr ? { ltr: true } : {}), ...(value.whole ? { whole: true } : {}) });
      else problems.push(`"${whole}" is not a fact the site knows; known: ${knownNames(context)}`);
    } else {
      push({ text: whole });
    }
  }
  push({ text: text.slice(last) });
  return { runs, problems };
}

/** The noun of `nouns` that `rest` opens with, after a space, as a whole word; or nothing. */
function nounAfter(rest: string, nouns: readonly string[]): string | undefined {
  const next = /^[\s\u00a0]+([\p{L}\p{M}]+)/u.exec(rest)?.[1];
  if (next === undefined) return undefined;
  return nouns.find((noun) => noun.toLowerCase() === next.toLowerCase());
}

const knownNames = (context: TextContext): string =>
  Object.keys(context.tokens)
    .filter((name) => !name.includes(':'))
    .map((name) => `{${name}}`)
    .join(', ');

/** Plain text: tokens resolved, nothing marked. */
export function resolveText(text: string, context: TextContext): { value: string; problems: string[] } {
  const { runs, problems } = resolveTokens(text, context);
  return { value: runs.map((run) => run.text).join(''), problems };
}

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
/** A run of Latin script inside Arabic: a name, an address, a number written in Latin. */
const LATIN = /[A-Za-z][A-Za-z0-9@+.&'’\-/ ]*[A-Za-z0-9]|[A-Za-z]/g;

/**
 * Rich text: tokens, then `[words](target)` links; in Arabic, Latin runs and left-to-right facts are
 * isolated. One string when nothing is linked or isolated, else runs.
 */
export function resolveRich(text: string, context: TextContext): { value: RichText; problems: string[] } {
  const problems: string[] = [];
  const out: Inline[] = [];
  const add = (piece: Inline) => {
    const previous = out[out.length - 1];
    if (typeof piece === 'string' && typeof previous === 'string') out[out.length - 1] = previous + piece;
    else if (piece !== '') out.push(piece);
  };
  const addPlain = (plain: string) => {
    const { runs, problems: found } = resolveTokens(plain, context);
    problems.push(...found);
    for (const run of runs) {
      if (run.whole) add({ text: run.text, whole: true, ...(run.ltr && context.rtl ? { ltr: true as const } : {}) });
      else if (run.ltr && context.rtl) add({ text: run.text, ltr: true });
      else if (context.rtl) isolateLatin(run.text).forEach(add);
      else add(run.text);
    }
  };
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    addPlain(text.slice(last, index));
    last = index + match[0].length;
    const [, label = '', target = ''] = match;
    const [name = '', fragment] = target.split('#', 2);
    const href = context.links[name];
    const { runs, problems: found } = resolveTokens(label, context);
    problems.push(...found);
    const words = runs.map((run) => run.text).join('');
    if (!href) {
      problems.push(`"[${label}](${target})" links to "${name}", which is not a page or contact of the site; use one of: ${Object.keys(context.links).join(', ')}`);
      add(words);
      continue;
    }
    const ltr = context.rtl && (runs.every((run) => run.ltr) || !/[\u0600-\u06FF]/.test(words));
    add({ text: words, href: fragment ? `${href}#${fragment}` : href, ...(ltr ? { ltr: true as const } : {}) });
  }
  addPlain(text.slice(last));
  const value: RichText = out.length === 1 && typeof out[0] === 'string' ? out[0] : out.length === 0 ? '' : out;
  return { value, problems };
}

/** Arabic text with its Latin runs marked left to right. */
function isolateLatin(text: string): Inline[] {
  const pieces: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(LATIN)) {
    const index = match.index ?? 0;
    if (index > last) pieces.push(text.slice(last, index));
    pieces.push({ text: match[0], ltr: true });
    last = index + match[0].length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
