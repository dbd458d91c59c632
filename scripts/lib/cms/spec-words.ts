/**
 * The words the product spec fixes, shown in the editor but not edited there. Which they are is
 * the house style's list (src/content/style/house-style.json, `specWords`: the words, where the
 * spec puts them, the folders that hold them); which field holds them is read off the files, the
 * English one for the spec's English words and the Arabic one for the words it gives in Arabic
 * alone, so the list stays the one place that names them.
 */
import type { Locale } from '../../../src/config/site';
import type { HouseStyle } from '../../../src/content/schema/house-style';
import type { CmsField } from './fields';

/**
 * The spec's words a folder's files may hold in one language, with where the spec puts them: its
 * English words, or (`ar`) the words it gives in Arabic alone. The Arabic of an English entry is
 * its translation, and other fields may say the same (the header's Arabic button is every
 * discovery button's): it is held with its English, not for itself.
 */
export const specWordsIn = (style: HouseStyle, folder: string, locale: Locale = 'en'): Map<string, string> =>
  new Map(
    style.specWords
      .filter((entry) => (!entry.in || entry.in.includes(folder)) && (locale === 'en' || entry.en === undefined))
      .flatMap((entry) => (entry[locale] === undefined ? [] : [[entry[locale], entry.where] as const])),
  );

const isText = (field: CmsField) => field.widget === 'string' || field.widget === 'text';
const otherLanguage: Record<Locale, string> = { en: 'Arabic', ar: 'English' };

/**
 * The fields with each text field read-only whose every value in `locale` (`values`: one per place
 * the file has the field) is the spec's words. Only through groups and fixed-length lists: an entry
 * an owner adds to a list has words of their own. The editor has no read-only for one language, so
 * the other language beside them, their translation, stays as it is too; the hint says so.
 */
export function withSpecWordsFixed(fields: CmsField[], values: unknown[], words: ReadonlyMap<string, string>, locale: Locale = 'en'): CmsField[] {
  return fields.map((field) => {
    const inner = values.map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[field.name] : undefined));
    if (field.widget === 'object' && Array.isArray(field.fields)) return { ...field, fields: withSpecWordsFixed(field.fields as CmsField[], inner, words, locale) };
    const fixedLength = field.widget === 'list' && field.allow_add === false;
    const items = fixedLength ? inner.flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : [])) : [];
    if (fixedLength && Array.isArray(field.fields)) return { ...field, fields: withSpecWordsFixed(field.fields as CmsField[], items, words, locale) };
    if (fixedLength && field.field) return { ...field, field: withSpecWordsFixed([field.field as CmsField], items.map((item) => ({ [(field.field as CmsField).name]: item })), words, locale)[0] };
    const where = [...new Set(inner.map((value) => (typeof value === 'string' ? words.get(value) : undefined)))];
    if (!isText(field) || field.readonly === true || inner.length === 0 || where.includes(undefined)) return field;
    return {
      ...field,
      // The editor shows no hint under a read-only field: its label says why it is fixed.
      ...(typeof field.label === 'string' ? { label: `${field.label} (the spec’s words, fixed)` } : {}),
      readonly: true,
      hint: `The product spec gives these words (${where.join('; ')}): shown as it gives them, not changed here, and their ${otherLanguage[locale]} stays with them.`,
    };
  });
}
