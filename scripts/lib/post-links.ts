/**
 * Where a post's links may go, said once: for the build, which reads each link the Markdown parser
 * finds (scripts/lib/posts.ts), and for the editor, whose post text field refuses the same links
 * before it saves (scripts/lib/cms/config.ts). A link reaches the page as written, so a
 * `javascript:` or `data:` target would be a live link that only the CSP stops, and `//host` or
 * `/\host` leaves the site while looking like one of its paths.
 */
import type { FieldPattern } from './cms/house-style-pattern';

/**
 * The start of a target a post may link to, as a regular expression's source (letters in any
 * case): an https address, an email address or a phone number, or a path of this site, whose
 * second character is not another slash, a backslash, a character reference (`&#x2F;` is a slash
 * to the browser) or a space (the browser drops a tab or a line break from an address).
 */
const ALLOWED = String.raw`(?:https://|mailto:|tel:|/(?![/\\&\s]))`;

/** The rule, in the words the build's line and the editor's message share. */
export const LINK_RULE = 'a post links only to https:// addresses, mailto: and tel: addresses, and pages of this site (a path starting with one /, as /about)';

const allowed = new RegExp(`^${ALLOWED}`, 'i');

/** Whether a link's target, as the Markdown parser reads it, is one a post may link to. */
export const isAllowedTarget = (href: string): boolean => allowed.test(href);

/**
 * The editor's pattern for a post's text (Markdown): it refuses the text while a link in it goes
 * elsewhere. Read from the source, not parsed, so it looks for every way a link is written: an
 * inline link's target (`[words](target)`, not a picture's `![…](file)`), an autolink
 * (`<scheme:…>`), a reference's definition (`[name]: target`) and an address the parser makes a
 * link by itself (`http://…`, `ftp://…`; `www.…` is made https). Stricter than the build in two
 * rare cases: `http://` inside code or inside a link's words, and a picture named by reference.
 */
export const postLinksPattern = (): FieldPattern => {
  // After the spaces and `<` that may open a target: refusing a space or `<` there stops the
  // pattern from backing off into them and finding a "target" inside them.
  const target = String.raw`\s*<?(?![\s<]|${ALLOWED})`;
  const refused = [
    String.raw`(?<!!\[[^\[\]]*)\]\(${target}`,
    String.raw`<(?!${ALLOWED})[a-z][a-z0-9+.\-]{1,31}:`,
    String.raw`(?:^|\n)[ \t>*+\-]*(?:\d+[.)][ \t]*)?\[[^\]\n]+\]:${target}`,
    String.raw`(?:http|ftp)://`,
  ];
  return [`/^(?!.*(?:${refused.join('|')})).*$/is`, `${LINK_RULE[0]!.toUpperCase()}${LINK_RULE.slice(1)}.`];
};
