/**
 * Another owner's edit of the pages' words, for the owner's road: every field of words changed to
 * other words that still pass the build (the same length, the same facts quoted, the same links),
 * so that a test still passing does not hang on the words the template ships. Two neighbouring
 * plain words after the first are swapped; what the house style fixes (the spec's words, the one
 * label per action, the one term per idea, the proper nouns) and names the code reads (an anchor,
 * an icon, a page) stay as they are, as the editor keeps them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOUSE_STYLE_FILE, NOT_WORDS } from './content/house-style';
import { settingsText } from './settings/source';

/** The folders of the pages' words an owner edits in the editor. */
const WORDS_DIRS = ['src/content/pages', 'src/content/service-pages', 'src/content/shared'];
const PLAIN = /^[\p{L}\p{M}]+$/u;

/** Every phrase the house style fixes, in either language. */
function fixedPhrases(root: string): string[] {
  const style = JSON.parse(readFileSync(path.join(root, HOUSE_STYLE_FILE), 'utf8')) as Record<string, unknown>;
  const phrases: string[] = [];
  const walk = (node: unknown, key = ''): void => {
    if (typeof node === 'string') {
      if (key !== 'where' && key !== 'action' && key !== 'idea') phrases.push(node);
    } else if (Array.isArray(node)) node.forEach((item) => walk(item, key));
    else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) walk(child, name);
  };
  walk(style);
  return phrases.filter((phrase) => phrase.trim() !== '');
}

/** Where the fixed phrases stand in `text`: a word overlapping one is kept in place. */
function fixedRanges(text: string, fixed: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  return fixed.flatMap((phrase) => {
    const ranges: [number, number][] = [];
    const wanted = phrase.toLowerCase();
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) ranges.push([at, at + wanted.length]);
    return ranges;
  });
}

/**
 * The words with two neighbouring plain words swapped (after the first, which keeps the sentence's
 * capital; in words of two, the second before the first, the capital moved with the start), or as
 * they were where there are none, or where they are all the house style's.
 */
export function editedText(text: string, fixed: readonly string[]): string {
  const ranges = fixedRanges(text, fixed);
  const words = text.split(' ');
  const starts = words.map((_, i) => words.slice(0, i).join(' ').length + (i > 0 ? 1 : 0));
  const free = (i: number) => {
    const [from, to] = [starts[i] ?? 0, (starts[i] ?? 0) + (words[i]?.length ?? 0)];
    return PLAIN.test(words[i] ?? '') && !ranges.some(([a, b]) => from < b && a < to);
  };
  for (let i = 1; i + 1 < words.length; i += 1) {
    if (free(i) && free(i + 1) && words[i] !== words[i + 1]) {
      [words[i], words[i + 1]] = [words[i + 1] ?? '', words[i] ?? ''];
      return words.join(' ');
    }
  }
  const [first = '', second = ''] = words;
  const lowerStart = second.charAt(0) === second.charAt(0).toLowerCase() && first.charAt(0) !== first.charAt(0).toLowerCase();
  if (words.length === 2 && free(0) && free(1) && first.toLowerCase() !== second.toLowerCase() && (lowerStart || first.charAt(0) === first.charAt(0).toLowerCase())) {
    const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
    return lowerStart ? `${capital(second)} ${first.charAt(0).toLowerCase()}${first.slice(1)}` : `${second} ${first}`;
  }
  return text;
}

function edited(node: unknown, fixed: readonly string[], key = ''): unknown {
  if (typeof node === 'string') return NOT_WORDS.has(key) ? node : editedText(node, fixed);
  if (Array.isArray(node)) return node.map((item) => edited(item, fixed, key));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, edited(child, fixed, name)]));
  return node;
}

const jsonFilesUnder = (root: string, dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (name === 'generated') return [];
    return statSync(path.join(root, relative)).isDirectory() ? jsonFilesUnder(root, relative) : name.endsWith('.json') ? [path.join(root, relative)] : [];
  });

/** Edits every field of words of the project at `root` in place; returns how many strings changed. */
export function editEveryField(root: string): number {
  const fixed = fixedPhrases(root);
  let changed = 0;
  for (const file of WORDS_DIRS.flatMap((dir) => jsonFilesUnder(root, dir))) {
    const before = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const after = edited(before, fixed);
    const count = (a: unknown, b: unknown): number =>
      typeof a === 'string' ? Number(a !== b) : a && typeof a === 'object' ? Object.keys(a).reduce((sum, name) => sum + count((a as Record<string, unknown>)[name], (b as Record<string, unknown>)[name]), 0) : 0;
    changed += count(before, after);
    writeFileSync(file, settingsText(after));
  }
  return changed;
}
