/**
 * Which fields of a data file are headings and which are labels a visitor presses, as its schema
 * says (src/content/schema/fields.ts, WORDS_KIND_KEY): read off the schema as JSON Schema, at each
 * field's path, so that the house style's checks take the schema's word for it, not a list of names.
 */
import { z } from 'zod';
import type { Locale } from '../../../src/config/site';
import { WORDS_KIND_KEY, wordsIn, type Schema, type WordsKind } from '../../../src/content/schema/fields';
import { collections, dataFile } from './collections';
import { languageContext } from './context';

interface Node {
  properties?: Record<string, Node>;
  additionalProperties?: Node | boolean;
  items?: Node | false;
  prefixItems?: Node[];
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  type?: string | string[];
  const?: unknown;
  [WORDS_KIND_KEY]?: WordsKind;
}

/** The kind of the field at a path of names and list positions, or none (a sentence, a name the code reads). */
export type KindOf = (path: readonly (string | number)[]) => WordsKind | undefined;

/** The one shape of `node` that `value` takes: a value or nothing, or the variant its `kind` names. */
function shapeFor(node: Node | undefined, value: unknown): Node | undefined {
  if (!node) return undefined;
  const options = (node.anyOf ?? node.oneOf)?.filter((option) => option.type !== 'null');
  if (!options) return node.allOf?.length === 1 ? shapeFor(node.allOf[0], value) : node;
  if (options.length === 1) return shapeFor({ ...node, anyOf: undefined, oneOf: undefined, ...options[0] }, value);
  const kind = value && typeof value === 'object' ? (value as { kind?: unknown }).kind : undefined;
  return shapeFor(
    options.find((option) => option.properties?.kind?.const === kind && Object.keys((value as object) ?? {}).every((name) => name === 'kind' || option.properties?.[name])),
    value,
  );
}

function childOf(node: Node | undefined, part: string | number): Node | undefined {
  if (!node) return undefined;
  if (typeof part === 'number') return node.prefixItems?.[part] ?? (node.items || undefined);
  return node.properties?.[part] ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
}

/** The kinds of `data`'s fields, as `schema` (a JSON Schema) gives them. */
export function kindsIn(schema: object, data: unknown): KindOf {
  return (path) => {
    let node = shapeFor(schema as Node, data);
    let value = data;
    for (const part of path) {
      value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined;
      node = shapeFor(childOf(node, part), value);
    }
    return node?.[WORDS_KIND_KEY];
  };
}

const jsonSchemas = new Map<Schema, object>();

/** A content schema as JSON Schema, made once: its fields' kinds do not depend on the language. */
export function jsonSchemaOfWords(schema: Schema): object {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema(wordsIn(languageContext('en').text)), { io: 'input', unrepresentable: 'any', reused: 'inline' });
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The kinds of the fields of `file`, a data file of one of the collections; none for a file of none (the legal clauses). */
export function kindsOfFile(file: string, locale: Locale, data: unknown): KindOf {
  const collection = collections.find((candidate) => dataFile(candidate, locale) === file);
  return collection ? kindsIn(jsonSchemaOfWords(collection.schema), data) : () => undefined;
}
