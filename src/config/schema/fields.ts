/**
 * What a field of a settings file may hold (src/config/settings/*.json): each builder checks the
 * field at build and says in plain words what is wrong, one line per problem, as the content
 * schemas do. Build-time only: scripts/compile-settings.ts runs them, and the app imports nothing
 * of them but types (`import type`), so zod never reaches a visitor's browser.
 */
import { z } from 'zod';
import * as rules from './rules';

const missingOr = (what: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is missing' : what);

/** A group of fields; a field it does not know is a mistake (a typo in a name), not ignored. */
export const group = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: missingOr('must be a group of fields') });

/** A shape as JSON Schema carries it to the editor's configuration (scripts/lib/cms/field-rules.ts). */
export interface ShapeJson {
  pattern: string;
  flags: string;
  problem: string;
  ar?: string;
}

/** Where a field's JSON Schema holds the shapes of its rules. */
export const SHAPES_KEY = 'shapes';

/** The shapes of a field's rules, for its JSON Schema: the editor checks them at the field. */
const shapesOf = (...checks: rules.Rule[]): Record<string, ShapeJson[]> => {
  const shapes = checks.flatMap(({ shape }) => (shape ? [{ pattern: shape.pattern.source, flags: shape.pattern.flags, problem: shape.problem, ...(shape.ar ? { ar: shape.ar } : {}) }] : []));
  return shapes.length === 0 ? {} : { [SHAPES_KEY]: shapes };
};

const checkedBy = (...checks: rules.Rule[]) =>
  z.string({ error: missingOr('must be text, in quotes') }).superRefine((value, ctx) => {
    for (const check of checks) {
      const problem = check(value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, input: value });
        return;
      }
    }
  })
    // Never empty: the editor at /admin marks it required.
    .meta({ minLength: 1, ...shapesOf(...checks) });

const notEmpty: rules.Rule = (value) => (value.trim() === '' ? 'is empty' : undefined);

/** Words shown as written: a name, a place, a licence number. */
export const words = (...checks: rules.Rule[]) => checkedBy(notEmpty, ...checks);

/** The same thing in each language; the Arabic in Arabic letters. */
export const bilingual = ({ en = [], ar = [] }: { en?: rules.Rule[]; ar?: rules.Rule[] } = {}) =>
  group({ en: words(...en), ar: words(rules.arabicLetters, ...ar) });

/** A full https address. */
export const link = () => checkedBy(rules.httpsAddress).meta({ format: 'uri', description: 'A full address, starting https://' });

/** An https address, or nothing: empty (or left out) means it is not shown anywhere, unless `description` says what else it means. */
export const optionalLink = (description = 'A full address, starting https:// (empty: not shown anywhere)') =>
  z
    .string({ error: missingOr('must be text, in quotes (empty for none)') })
    .optional()
    .superRefine((value, ctx) => {
      const problem = value ? rules.httpsAddress(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (or empty, for none)`, input: value });
    })
    .transform((value) => value || undefined)
    .meta({ format: 'uri', description, ...shapesOf(rules.httpsAddress) });

/**
 * A value the owner may leave empty (or out): empty means the thing is not used. A value given
 * keeps `rule`, which the editor checks at the field; `description` is the field's hint.
 */
export const optionalValue = (rule: rules.Rule, description: string) =>
  z
    .string({ error: missingOr('must be text, in quotes (empty for none)') })
    .optional()
    // Trimmed, as the editor tests it: a space copied with an identifier is no mistake.
    .superRefine((value, ctx) => {
      const problem = value?.trim() ? rule(value.trim()) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (or empty, for none)`, input: value });
    })
    .transform((value) => value?.trim() || undefined)
    .meta({ description, ...shapesOf(rule) });

/**
 * Words a rule checks, or nothing: empty (or left out) means the site does without them (a
 * search console's code), or uses what `description` says stands in (the WhatsApp button's number).
 */
export const optionalWords = (rule: rules.Rule, description: string) =>
  z
    .string({ error: missingOr('must be text, in quotes (empty for none)') })
    .superRefine((value, ctx) => {
      const problem = value ? rule(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: `${problem} (or empty, for none)`, input: value });
    })
    .transform((value) => value || undefined)
    .optional()
    .meta({ description, ...shapesOf(rule) });

/**
 * A picture the owner uploaded, by the path the editor writes (`/src/assets/photos/<file>.jpg`),
 * or nothing: empty (or left out) means the site's own drawing. The schema checks where it is and
 * its type; that the file is there and big enough, the artwork step checks (it reads the pixels).
 */
export const optionalPicture = (rule: rules.Rule) =>
  z
    .string({ error: missingOr('must be text, in quotes (empty for none)') })
    .superRefine((value, ctx) => {
      const problem = value ? rule(value) : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform((value) => value || undefined)
    .optional()
    // The editor offers an upload.
    .meta({ contentMediaType: 'image/*', ...shapesOf(rule) });

/** The site's public address: https, the domain, no path. */
export const siteAddress = () => checkedBy(rules.siteAddress).meta({ format: 'uri', description: 'https:// and the domain, nothing after it' });

export const emailAddress = () => checkedBy(rules.emailAddress).meta({ format: 'email' });

/** A phone number in E.164 (`+971501234567`), in use in its country. */
export const internationalPhone = () =>
  checkedBy(rules.internationalPhone).meta({
    description: `International form: + and the country code, digits only, no spaces (${rules.PHONE_EXAMPLE}); the site shows it as ${rules.phoneAsWritten(rules.PHONE_EXAMPLE)}`,
  });

/** Lower-case ASCII, for a page's address. */
export const addressName = () => checkedBy(rules.addressName).meta({ description: 'Small English letters, a hyphen between parts: it becomes part of a page address' });

/**
 * A whole number from `min` (to `max`); `why` says what the bound protects, `whole` what a whole
 * one is (a price: whole dirhams), and `description` what the editor's field says of it.
 */
export const wholeNumber = ({ min, max, why, whole = rules.wholeNumber, description }: { min: number; max?: number; why?: string; whole?: rules.Rule; description?: string }) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is missing' : typeof issue.input === 'string' ? 'must be a number, written without quotes' : 'must be a number') })
    .superRefine((value, ctx) => {
      const problem =
        whole(String(value)) ??
        (value < min
          ? min === 1
            ? 'must be a whole number above zero'
            : `must be at least ${min}`
          : max !== undefined && value > max
            ? `must be at most ${max}${why ? `: ${why}` : ''}`
            : undefined);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .meta({
      type: 'integer',
      minimum: min,
      ...(max === undefined ? {} : { maximum: max }),
      ...(description || why ? { description: [description, why ? `At most ${max}: ${why}` : undefined].filter(Boolean).join('. ') } : {}),
      ...shapesOf(whole),
    });

/** A price of one session: whole dirhams, above zero. */
export const dirhams = () => wholeNumber({ min: 1, whole: rules.wholeDirhams, description: 'Whole dirhams (AED), without fils: 550, not 549.5' });

/** Yes or no: `true` or `false`. */
export const yesOrNo = () => z.boolean({ error: missingOr('must be true or false, written without quotes') });

/** One of a fixed set of names. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input === undefined ? 'is missing' : `is "${String(issue.input)}"; use one of: ${values.join(', ')}`) });
