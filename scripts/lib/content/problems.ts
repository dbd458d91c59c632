/**
 * A data file's mistakes as the owner reads them: one line each, naming the file, the field and the
 * rule in plain words, never a stack trace.
 *
 *   src/content/pages/home/en.json: hero.title: is 72 characters; a search result shows at most 53 before the brand
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

/** A file's checked value, or every problem with it, one line each. */
export type Checked<T = unknown> = { ok: true; value: T } | { ok: false; problems: string[] };

/** `testimonials.items[2].content`: the field as the file spells it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out === '' ? String(key) : `${out}.${String(key)}`), '');
}

/** One line per issue, in plain words. */
export function problemLines(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue): string[] => {
    // One of several shapes (a section of some kind, a paragraph or a list): report the shape it came
    // closest to, the one whose "kind" matched and with the fewest problems, rather than "invalid input".
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors]
        .filter((branch) => !branch.some((inner) => inner.path[0] === 'kind' || inner.code === 'invalid_type'))
        .sort((a, b) => a.length - b.length)[0];
      if (closest) return problemLines(file, closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => `${file}: ${fieldPath([...issue.path, key])}: is not a field here (a misspelt name?)`);
    }
    const where = fieldPath(issue.path);
    return [`${file}: ${where === '' ? '(the whole file)' : where}: ${issue.message}`];
  });
}

/** Where JSON stops parsing, as a line and column an editor can go to. */
export function jsonProblem(file: string, source: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(message);
  if (!position) return `${file}: is not valid JSON (${message})`;
  const before = source.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${file}: line ${line}, column ${column}: is not valid JSON here (a missing comma or quote?)`;
}

/**
 * A JSON data file under `root` as data (`file` as the owner finds it, from the project root), or
 * the one line that says why not: missing (with `missing` saying what belongs there), or not JSON.
 */
export function readJsonFile(root: string, file: string, missing: string): Checked {
  const full = path.join(root, file);
  if (!existsSync(full)) return { ok: false, problems: [`${file}: is missing (${missing})`] };
  const source = readFileSync(full, 'utf8');
  try {
    return { ok: true, value: JSON.parse(source) as unknown };
  } catch (error) {
    return { ok: false, problems: [jsonProblem(file, source, error)] };
  }
}

/** The source of a generated module: the checked `value` of `from`, typed as `typeName` from `typeModule`. */
export const typedModule = ({ script, from, typeName, typeModule, value }: { script: string; from: string; typeName: string; typeModule: string; value: unknown }): string =>
  [
    `// Written by ${script} from ${from}: edit that file, not this one.`,
    `import type { ${typeName} } from '${typeModule}';`,
    '',
    `const data: ${typeName} = ${JSON.stringify(value, null, 2)};`,
    '',
    'export default data;',
    '',
  ].join('\n');
