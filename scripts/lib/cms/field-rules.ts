/**
 * What the build refuses, the editor refuses first, at the field: the shapes of the settings' rules
 * (src/config/schema/rules.ts), which the schemas carry into their JSON Schema, become the field's
 * pattern in the editor's configuration, with the rule's own words (in Arabic first, for a field
 * written in Arabic). A rule's shape is the part of it a pattern can say; the rest (that a phone
 * number is in use in its country, that a picture is big enough) the build alone refuses.
 *
 * Two things the editor would otherwise do its own way: a number field of whole numbers drops what
 * follows the point before any check runs (549.5 is saved as 549), so it takes the number as typed
 * and its pattern refuses the fraction; and a picture is checked by its file's name, as the editor
 * checks a new upload, against the types the build reads.
 */
import { SHAPES_KEY, type ShapeJson } from '../../../src/config/schema/fields';
import { pictureType } from '../../../src/config/schema/rules';
import type { JsonSchema } from './fields';
import type { FieldPattern, StyleLocale } from './house-style-pattern';

/** The flags a field's joined pattern may carry: `u`, and `s` from the house style (whose `.` spans lines). */
const JOINABLE_FLAGS = /^[su]*$/;

const parsed = ([regex]: FieldPattern) => {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(regex);
  if (!match) throw new Error(`a field pattern must be written /…/flags: ${regex}`);
  return { body: match[1]!, flags: match[2]! };
};

/**
 * Several patterns as the one a field takes: a value matches each, wherever it holds its match
 * (as `RegExp.test` finds it), and the field says each rule's words.
 */
export function joinPatterns(patterns: FieldPattern[]): FieldPattern | undefined {
  if (patterns.length <= 1) return patterns[0];
  const parts = patterns.map(parsed);
  const flags = [...new Set(parts.flatMap((part) => [...part.flags]))].sort().join('');
  if (!JOINABLE_FLAGS.test(flags)) throw new Error(`field patterns with the flags ${flags} cannot be joined into one`);
  return [`/^${parts.map(({ body }) => `(?=[\\s\\S]*?(?:${body}))`).join('')}/${flags}`, patterns.map(([, message]) => message).join(' ')];
}

/** The editor's words for a shape: the rule's, as a sentence, in Arabic first for a field written in Arabic. */
const messageOf = (shape: ShapeJson, locale: StyleLocale | undefined): string => {
  const english = `That ${shape.problem}.`;
  return locale === 'ar' && shape.ar ? `${shape.ar}. ${english}` : english;
};

const patternOf = (shape: ShapeJson, locale: StyleLocale | undefined): FieldPattern => [`/${shape.pattern}/${shape.flags}`, messageOf(shape, locale)];

/** The shapes a field's schema carries; a picture's, the type the build reads pictures by. */
function shapesOf(field: { widget?: unknown }, schema: JsonSchema): ShapeJson[] {
  const carried = (schema as JsonSchema & { [SHAPES_KEY]?: ShapeJson[] })[SHAPES_KEY] ?? [];
  if (carried.length > 0 || field.widget !== 'image') return carried;
  const { pattern, problem } = pictureType.shape!;
  return [{ pattern: pattern.source, flags: pattern.flags, problem }];
}

/**
 * A field with its rules: `schema` is the JSON Schema it is made from, `locale` the language it is
 * written in (where it has one). A pattern it has already (the house style's) is kept, joined with
 * the rules'.
 */
export function withFieldRules<T extends object>(field: T, schema: JsonSchema, locale: StyleLocale | undefined): T {
  const { widget, pattern: given, value_type: valueType } = field as { widget?: unknown; pattern?: FieldPattern; value_type?: unknown };
  const shapes = shapesOf({ widget }, schema);
  if (shapes.length === 0) return field;
  const pattern = joinPatterns([...(given ? [given] : []), ...shapes.map((shape) => patternOf(shape, locale))]);
  const typed = widget === 'number' && valueType === 'int' ? { value_type: 'float' } : {};
  return { ...field, ...typed, pattern };
}
