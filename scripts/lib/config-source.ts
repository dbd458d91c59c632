import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The config modules as their source text says them. Setup and the launch
 * check walk the literal values of every exported object in src/config/*.ts,
 * so a field added there is asked for and checked with no change here, and
 * setup writes an answer into the literal itself: comments, order and layout
 * survive, and the type checker still reads the file as before.
 */

export const CONFIG_DIR = 'src/config';

/** One literal value in a config module: `site.founder.name.en = 'Sara Example'`. */
export interface ConfigField {
  /** The file, relative to the project root, with forward slashes. */
  file: string;
  /** The field as people read it: the export, then each key; a list item by its `key` when it has one. */
  name: string;
  /** The last key: what the value is (`email`, `en`, `payment`). */
  key: string;
  value: string | number | boolean;
  /** Where the literal is in the file's text (start and end offsets). */
  start: number;
  end: number;
}

type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.NumericLiteral | ts.TrueLiteral | ts.FalseLiteral;

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

const literalValue = (node: ts.Expression): string | number | boolean | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  return undefined;
};

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;

/** A list item's name: its `key` (or `slug`) when it has one, else its position. */
const itemName = (item: ts.Expression, index: number): string => {
  const node = unwrap(item);
  if (ts.isObjectLiteralExpression(node)) {
    for (const wanted of ['key', 'slug']) {
      const found = node.properties.find((p) => ts.isPropertyAssignment(p) && propertyName(p.name) === wanted);
      const value = found && ts.isPropertyAssignment(found) ? literalValue(unwrap(found.initializer)) : undefined;
      if (typeof value === 'string') return value;
    }
  }
  return String(index);
};

/** Every literal value of every exported `const` object or list in one module's text. */
export function readFields(file: string, text: string): ConfigField[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const fields: ConfigField[] = [];
  const walk = (node: ts.Expression, name: string, key: string) => {
    const inner = unwrap(node);
    if (ts.isObjectLiteralExpression(inner)) {
      for (const property of inner.properties) {
        const childKey = ts.isPropertyAssignment(property) ? propertyName(property.name) : undefined;
        if (ts.isPropertyAssignment(property) && childKey !== undefined) walk(property.initializer, `${name}.${childKey}`, childKey);
      }
    } else if (ts.isArrayLiteralExpression(inner)) {
      inner.elements.forEach((item, index) => walk(item, `${name}.${itemName(item, index)}`, key));
    } else {
      const value = literalValue(inner);
      if (value !== undefined) fields.push({ file, name, key, value, start: (inner as Literal).getStart(source), end: inner.end });
    }
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const initializer = unwrap(declaration.initializer);
      if (ts.isObjectLiteralExpression(initializer) || ts.isArrayLiteralExpression(initializer)) {
        walk(initializer, declaration.name.text, declaration.name.text);
      }
    }
  }
  return fields;
}

/** The config modules under `root`: the identity (site.ts) first, then the others in name order. */
export const configFiles = (root: string): string[] =>
  readdirSync(path.join(root, CONFIG_DIR))
    .filter((name) => name.endsWith('.ts'))
    .sort((a, b) => Number(b === 'site.ts') - Number(a === 'site.ts') || a.localeCompare(b))
    .map((name) => `${CONFIG_DIR}/${name}`);

/** Every literal field of every config module under `root`. */
export const readConfig = (root: string): ConfigField[] =>
  configFiles(root).flatMap((file) => readFields(file, readFileSync(path.join(root, file), 'utf8')));

/** A string as a single-quoted TypeScript literal, as the config files write them. */
export const quote = (value: string): string =>
  `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/** `text` with the named string fields set to new values; every other character stays as it was. */
export function writeFields(file: string, text: string, answers: ReadonlyMap<string, string>): string {
  const edits = readFields(file, text)
    .filter((field) => answers.has(field.name) && typeof field.value === 'string')
    .sort((a, b) => b.start - a.start);
  let result = text;
  for (const field of edits) result = result.slice(0, field.start) + quote(answers.get(field.name) ?? '') + result.slice(field.end);
  return result;
}
