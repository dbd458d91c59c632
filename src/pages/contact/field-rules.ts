import type { ContactField } from '../../content/schema/contact';

/**
 * What each field of the contact form accepts, in one place: the form writes these as the
 * fields' `type`, `required` and `pattern` (so the browser's own validation guards the post
 * without JavaScript), and the script that shows the errors in the page's words checks the same
 * rules (form-errors.ts).
 *
 * A pattern is an HTML `pattern`: it must match the whole value, and browsers compile it with
 * the `v` flag, under which `( ) [ ] { } / - \ |` inside a character class must be escaped
 * (a pattern that does not compile is ignored, and the field accepts anything).
 */
export interface FieldRule {
  type: 'text' | 'email' | 'tel' | 'textarea';
  pattern?: string;
}

/** A digit as people type it: Western, Arabic-Indic (٠–٩) or Eastern Arabic-Indic (۰–۹). */
const digit = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
/** What may stand between the digits of a number: spaces, dashes, brackets. */
const separator = '[ \\-\\(\\)]';

/** An international number: an optional +, then 7 to 15 digits (E.164 has at most 15), spaced as the visitor likes. */
const mobile = `${separator}*\\+?(?:${separator}*${digit}){7,15}${separator}*`;

/**
 * An address with a domain that has a dot and ends in a name of two characters or more:
 * `name@example.ae`, not `a@b`. The characters before the @ are those the HTML standard allows
 * in an `email` field, so nothing the browser accepts as an address is refused here for them.
 */
const label = '[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?';
const email = `[A-Za-z0-9.!#$%&'*+\\/=?\\^_\`\\{\\|\\}~\\-]+@(?:${label}\\.)+[A-Za-z][A-Za-z0-9\\-]{0,61}[A-Za-z0-9]`;

export const fieldRules: Record<ContactField, FieldRule> = {
  name: { type: 'text' },
  email: { type: 'email', pattern: email },
  mobile: { type: 'tel', pattern: mobile },
  message: { type: 'textarea' },
};

/** The fields in the order the form shows them. Every one is required. */
export const checkedFields = Object.keys(fieldRules) as ContactField[];

/** What is wrong with a value: left empty (spaces alone count as empty), or not in the field's format. */
export type FieldProblem = 'missing' | 'format';

const compiled = new Map<string, RegExp>();

/** The pattern as the browser reads it: anchored at both ends, with the `v` flag where the engine has it. */
export function patternRegExp(pattern: string): RegExp {
  let regExp = compiled.get(pattern);
  if (!regExp) {
    const source = `^(?:${pattern})$`;
    try {
      regExp = new RegExp(source, 'v');
    } catch {
      // An engine without the `v` flag; the patterns above mean the same under `u`.
      regExp = new RegExp(source, 'u');
    }
    compiled.set(pattern, regExp);
  }
  return regExp;
}

/** What is wrong with `value` in `field`, or undefined when it can be sent. */
export function problemWith(field: ContactField, value: string): FieldProblem | undefined {
  if (value.trim() === '') return 'missing';
  const { pattern } = fieldRules[field];
  return pattern && !patternRegExp(pattern).test(value) ? 'format' : undefined;
}
