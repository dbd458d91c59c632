/**
 * The editor's fields, read off the schemas that check the data files: the schema is turned into
 * JSON Schema (zod's own `toJSONSchema`, as the file's input: before its words are resolved), and
 * each property into the Sveltia CMS field that edits it. The lengths the build refuses show as
 * counters and stop a save; a list's bounds, a field's being required and a fixed set of names
 * (a select) come across the same way, so nothing is declared twice.
 */
import { z } from 'zod';
import { WORDS_KIND_KEY, type WordsKind } from '../../../src/content/schema/fields';
import { locales } from '../../../src/i18n/locale';
import type { FieldPattern, StyleLocale } from './house-style-pattern';
import { withFieldRules } from './field-rules';
import { labelOf } from './labels';

/** The part of JSON Schema the schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** `false` after `prefixItems`: a tuple, no entry beyond its positions. */
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  contentMediaType?: string;
  description?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  [WORDS_KIND_KEY]?: WordsKind;
}

/** What names a list entry's kind, where a list holds entries of several kinds (a page's sections, a policy's blocks). */
export const TYPE_KEY = 'kind';

/** A Sveltia CMS field, as its configuration file declares it. */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** How a field is translated: in both languages' files (`true`), or only in the English one (`false`). */
export type Translation = boolean;

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;

/** Words up to this long are typed on one line; longer ones get a box. */
const ONE_LINE_MAX = 120;

export interface FieldOptions {
  /** Whether a field is written in each language's file; undefined for a file of no language. */
  translation: (name: string) => Translation | undefined;
  /** What a field that may hold links says about writing one. */
  linkHelp?: string;
  /** Whether words with no short bound get a box of several lines (a page's paragraphs) rather than one line (a name, a clause). */
  paragraphs?: boolean;
  /** The house style's pattern for a text field named `key`, of the kind its schema gives it, in a file of words (house-style-pattern.ts). */
  wordsPattern?: (key: string, locale: StyleLocale, kind: WordsKind | undefined) => FieldPattern | undefined;
  /** The language the words are in: `both` for a field of both languages' files, else set by a group named for one (`en`, `ar`). */
  locale?: StyleLocale;
}

const isLocale = (name: string): name is (typeof locales)[number] => (locales as readonly string[]).includes(name);

/** The one field of a schema that names its entries in a list (a title, a name, a question). */
const summaryOf = (item: JsonSchema): string | undefined => {
  const keys = Object.keys(item.properties ?? {});
  const key = ['title', 'name', 'question', 'label'].find((candidate) => keys.includes(candidate)) ?? keys.find((k) => item.properties?.[k]?.type === 'string');
  return key ? `{{fields.${key}}}` : undefined;
};

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const first = schema.anyOf?.find((option) => option.type !== 'null');
  return first ? typeOf(first) : undefined;
}

/** A field name the editor takes (it refuses spaces and dots): otherwise the group is edited as pairs of words. */
const fieldName = /^[A-Za-z_][\w-]*$/;

/** The kinds of entry a list holds, by their `kind`; variants of one kind are one kind with every field of each. */
function kindsOf(variants: JsonSchema[]): Map<string, JsonSchema> | undefined {
  const kinds = new Map<string, JsonSchema>();
  for (const variant of variants) {
    const kind = variant.properties?.[TYPE_KEY]?.const;
    if (typeOf(variant) !== 'object' || typeof kind !== 'string') return undefined;
    const { [TYPE_KEY]: _kind, ...properties } = variant.properties ?? {};
    const required = (variant.required ?? []).filter((name) => name !== TYPE_KEY);
    const before = kinds.get(kind);
    kinds.set(
      kind,
      before
        ? { type: 'object', properties: { ...before.properties, ...properties }, required: (before.required ?? []).filter((name) => required.includes(name)) }
        : { type: 'object', properties, required },
    );
  }
  return kinds;
}

/**
 * What each entry of a list is: its `items`, or a tuple's one shape. The editor's lists have one
 * shape for every entry, so a tuple whose positions differ cannot be edited as one: said at build.
 */
function itemOf(name: string, schema: JsonSchema): JsonSchema {
  if (schema.items) return schema.items;
  const [first, ...rest] = schema.prefixItems ?? [];
  if (!first) return { type: 'string' };
  if (rest.some((other) => JSON.stringify(other) !== JSON.stringify(first))) {
    throw new Error(`${name}: the editor cannot edit a list whose entries differ in shape (a tuple of different fields); give every entry one shape`);
  }
  return first;
}

/** One property as an editor field; `parent` names a list of `items` after what holds it (`testimonials`). */
export function fieldOf(name: string, given: JsonSchema, required: boolean, options: FieldOptions, parent?: string): CmsField {
  // A value or nothing (`''`, null): the value's own schema says how it is edited.
  const value = given.anyOf?.filter((option) => option.type !== 'null' && option.const !== '');
  const schema = value?.length === 1 && value[0] ? { ...value[0], ...(given.description ? { description: given.description } : {}) } : given;
  const base = { name, label: labelOf(name === 'items' && parent ? parent : name), required, ...(schema.description ? { hint: schema.description } : {}) };
  const i18n = options.translation(name);
  // Every field passes here: the rules the build checks it by come with it (field-rules.ts).
  const withI18n = <T extends object>(field: T) => withFieldRules(i18n === undefined ? field : { ...field, i18n }, schema, isLocale(name) ? name : options.locale);
  const type = typeOf(schema);

  // A value the schema fixes, or nothing (`"prices": true`): a developer's switch, kept as the file has it.
  if (schema.const !== undefined && !required) return withI18n({ name, label: base.label, widget: 'hidden' });
  if (schema.enum) return withI18n({ ...base, widget: 'select', options: schema.enum.map(String) });
  if (schema.contentMediaType?.startsWith('image/')) return withI18n({ ...base, widget: 'image', accept: 'image/jpeg,image/png,image/webp,image/avif', choose_url: false });
  if (type === 'object' && Object.keys(schema.properties ?? {}).some((key) => !fieldName.test(key))) {
    const size = Object.keys(schema.properties ?? {}).length;
    return withI18n({ ...base, widget: 'keyvalue', min: size, max: size, key_label: 'Name (as it is)', value_label: 'Words' });
  }
  if (type === 'object') {
    const fields = fieldsOf(schema, isLocale(name) ? { ...options, locale: name } : options, name);
    // A group of fields that may all be empty (an analytics service) is drawn open, its fields ready
    // to fill in, not behind an Add button: the editor leaves it out of the file while they are empty.
    const open = !required && (schema.required ?? []).length === 0;
    return withI18n({ ...base, ...(open ? { required: true } : {}), widget: 'object', fields });
  }
  if (type === 'array') {
    const item = itemOf(name, schema);
    const min = schema.minItems ?? schema.prefixItems?.length;
    const max = schema.maxItems ?? schema.prefixItems?.length;
    // A tuple's entries are its positions (the spec's four values, in its order): none added, taken away or moved.
    const positions = schema.prefixItems ? { allow_add: false, allow_remove: false, allow_reorder: false } : {};
    const bounds = { ...(min !== undefined && min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}), ...positions };
    const kinds = item.anyOf ? kindsOf(item.anyOf) : undefined;
    if (kinds) {
      const types = [...kinds].map(([kind, variant]) => ({ name: kind, label: labelOf(kind), widget: 'object', fields: fieldsOf(variant, options) }));
      return withI18n({ ...base, widget: 'list', ...bounds, collapsed: true, typeKey: TYPE_KEY, types });
    }
    if (typeOf(item) === 'object') {
      const summary = summaryOf(item);
      return withI18n({ ...base, widget: 'list', ...bounds, collapsed: true, ...(summary ? { summary } : {}), fields: fieldsOf(item, options) });
    }
    return withI18n({ ...base, widget: 'list', ...bounds, collapsed: false, field: fieldOf('item', item, true, { ...options, translation: () => i18n }, name) });
  }
  if (type === 'integer' || type === 'number') {
    return withI18n({
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    });
  }
  if (type === 'boolean') return withI18n({ ...base, widget: 'boolean' });
  if (schema.format === 'date') return withI18n({ ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' });

  // A text must hold something when it is required and its schema refuses it empty; `minlength` only says more than that.
  const lengths = { required: required && (schema.minLength ?? 0) >= 1, ...(schema.minLength !== undefined && schema.minLength > 1 ? { minlength: schema.minLength } : {}), ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}) };
  const rich = schema.contentMediaType === 'text/markdown';
  const long = rich || (options.paragraphs === true && schema.format === undefined && (schema.maxLength === undefined || schema.maxLength > ONE_LINE_MAX));
  // A list's items are checked under the list's name, as the build's house-style check names them.
  const pattern = options.locale && options.wordsPattern?.(name === 'item' && parent ? parent : name, options.locale, schema[WORDS_KIND_KEY]);
  return withI18n({ ...base, ...(rich && !schema.description && options.linkHelp ? { hint: options.linkHelp } : {}), widget: long ? 'text' : 'string', ...lengths, ...(pattern ? { pattern } : {}) });
}

/** The fields of a group, in the file's order. */
export function fieldsOf(schema: JsonSchema, options: FieldOptions, parent?: string): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name), options, parent));
}
