/**
 * A data file's mistakes as the owner reads them: one line each, naming the file, the field and the
 * rule in plain words, never a stack trace.
 *
 *   src/content/pages/home/en.json: hero.title: is 72 characters; a search result shows at most 53 before the brand
 */
import type { z } from 'zod';

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
