import type { SettingsField } from './settings/source';

/**
 * Which settings are still the template's placeholders. Decided by the
 * value's look, not by a list of fields, so a field added later with an
 * obvious placeholder (an `example` address, a number of zeros, 'Example
 * LLC') is caught as well.
 */

/** Marks of a placeholder in any text value. */
const markers: readonly { pattern: RegExp; why: string }[] = [
  // 'example.com', 'Sara Example', '/@example', 'Example Coaching LLC'
  { pattern: /(^|[^a-z])example([^a-z]|$)/i, why: "says 'example'" },
  // 'سارة مثال': Arabic for 'example'
  { pattern: /مثال/, why: "says 'مثال' (example)" },
  // '+971 50 000 0000', 'CN-0000000': seven zeros in a row, separators aside
  { pattern: /0{7}/, why: 'is a run of zeros' },
  { pattern: /\b(placeholder|lorem ipsum|tbd|todo|xxx+)\b/i, why: 'says it is a placeholder' },
];

/**
 * Values the template made up that carry no marker: the business name it
 * ships with. Kept here, by value, so that replacing them is all it takes.
 */
export const templateValues: ReadonlyMap<string, string> = new Map([
  ['site.brand.en', 'Noor Coaching & Consultancy'],
  ['site.brand.ar', 'نور للكوتشينغ والاستشارات'],
  ['site.brandShort.en', 'Noor'],
  ['site.brandShort.ar', 'نور'],
]);

/** Fields made from another: a placeholder while their source is one (the founder page's `/meet-sara` follows the name). */
export const derivedFrom: ReadonlyMap<string, string> = new Map([['site.founder.firstName', 'site.founder.name.en']]);

/** Why a text looks like a placeholder, or undefined. */
export function markerIn(value: string): string | undefined {
  const squeezed = value.replace(/[\s-]/g, '');
  return markers.find(({ pattern }) => pattern.test(value) || pattern.test(squeezed))?.why;
}

/** Why a field is still a placeholder, or undefined when it is the owner's own value. */
export function placeholderReason(field: SettingsField, all: readonly SettingsField[]): string | undefined {
  if (typeof field.value !== 'string') return undefined;
  const marker = markerIn(field.value);
  if (marker) return marker;
  if (templateValues.get(field.name) === field.value) return "is the template's own";
  const source = derivedFrom.get(field.name);
  const sourceField = source ? all.find((f) => f.name === source) : undefined;
  if (sourceField && placeholderReason(sourceField, all)) return `follows ${sourceField.path}, still a placeholder`;
  return undefined;
}

/** The fields that are still placeholders, in file order. */
export const placeholders = (fields: readonly SettingsField[]): SettingsField[] =>
  fields.filter((field) => placeholderReason(field, fields) !== undefined);
