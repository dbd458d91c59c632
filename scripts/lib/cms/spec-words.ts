/**
 * The words the product spec fixes, shown in the editor but not edited there. Which they are is
 * the house style's list (src/content/style/house-style.json, `specWords`: the words, where the
 * spec puts them, the folders that hold them); which field holds them is read off the English
 * file, so the list stays the one place that names them.
 */
import type { HouseStyle } from '../../../src/content/schema/house-style';
import type { CmsField } from './fields';

/** The spec's English words a folder's files may hold, with where the spec puts them. */
export const specWordsIn = (style: HouseStyle, folder: string): Map<string, string> =>
  new Map(style.specWords.filter((entry) => !entry.in || entry.in.includes(folder)).map((entry) => [entry.en, entry.where]));

const isText = (field: CmsField) => field.widget === 'string' || field.widget === 'text';

/**
 * The fields with each text field read-only whose every English value (`values`: one per place the
 * file has the field) is the spec's words. Only through groups and fixed-length lists: an entry an
 * owner adds to a list has words of their own. The editor has no read-only for one language, so the
 * Arabic beside them, their translation, stays as it is too; the hint says so.
 */
export function withSpecWordsFixed(fields: CmsField[], values: unknown[], words: ReadonlyMap<string, string>): CmsField[] {
  return fields.map((field) => {
    const inner = values.map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[field.name] : undefined));
    if (field.widget === 'object' && Array.isArray(field.fields)) return { ...field, fields: withSpecWordsFixed(field.fields as CmsField[], inner, words) };
    const fixedLength = field.widget === 'list' && field.allow_add === false;
    const items = fixedLength ? inner.flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : [])) : [];
    if (fixedLength && Array.isArray(field.fields)) return { ...field, fields: withSpecWordsFixed(field.fields as CmsField[], items, words) };
    if (fixedLength && field.field) return { ...field, field: withSpecWordsFixed([field.field as CmsField], items.map((item) => ({ [(field.field as CmsField).name]: item })), words)[0] };
    const where = [...new Set(inner.map((value) => (typeof value === 'string' ? words.get(value) : undefined)))];
    if (!isText(field) || inner.length === 0 || where.includes(undefined)) return field;
    return { ...field, readonly: true, hint: `The product spec gives these words (${where.join('; ')}): shown as it gives them, not changed here, and their Arabic stays with them.` };
  });
}
