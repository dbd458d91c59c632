/**
 * The legal pages say the same in both languages: one text for a lawyer to review, the Arabic
 * making no commitment the English lacks and the other way round. So the Arabic file keeps the
 * English file's sections (the same anchors, in the same order), and each section the same
 * paragraphs and lists, list by list as long, quoting the same facts. An owner rewrites a clause,
 * or adds a line to a list, in both files; a mistake is one line naming the Arabic file and field.
 */
import { fieldPath } from './problems';

interface RawSection {
  id?: unknown;
  blocks?: { kind?: unknown; list?: unknown[] }[];
}
type RawLegal = { sections?: RawSection[] } | undefined;

/** What a block is, as the other language must have it: a paragraph, or a list of so many lines. */
const shapeOf = (block: { kind?: unknown; list?: unknown[] }) => (Array.isArray(block.list) ? `a list of ${block.list.length}` : `a ${String(block.kind ?? 'paragraph')}`);

/** The facts a section quotes by name: `{noticeGiven}` and `{noticePeriod}` are the same notice, a fact's forms one fact. */
export const factsOf = (section: RawSection): string[] =>
  [...new Set([...JSON.stringify(section.blocks ?? []).matchAll(/\{([a-z][A-Za-z]*)(?::[A-Za-z-]+)?\}/g)].map(([, name]) => (name === 'noticeGiven' ? 'noticePeriod' : (name ?? '').replace(/(Before|Oblique|Capitalised)$/, ''))))].sort();

/** Where the Arabic legal file `arFile` departs from the English one, one line each. */
export function legalInStep(arFile: string, en: RawLegal, ar: RawLegal): string[] {
  const [enSections, arSections] = [en?.sections ?? [], ar?.sections ?? []];
  const ids = (sections: RawSection[]) => sections.map((section) => String(section.id)).join(', ');
  if (ids(enSections) !== ids(arSections)) {
    return [`${arFile}: sections: are ${ids(arSections) || 'none'}; the English file has ${ids(enSections) || 'none'}: both languages keep the same sections, in the same order`];
  }
  return enSections.flatMap((enSection, index) => {
    const arSection = arSections[index]!;
    const where = `${arFile}: ${fieldPath(['sections', index, 'blocks'])}`;
    const [enShape, arShape] = [enSection, arSection].map((section) => (section.blocks ?? []).map(shapeOf).join(', '));
    const problems: string[] = [];
    if (enShape !== arShape) problems.push(`${where}: are ${arShape || 'none'}; the English section "${String(enSection.id)}" has ${enShape || 'none'}: both languages say the same, paragraph by paragraph and list by list`);
    const [enFacts, arFacts] = [factsOf(enSection), factsOf(arSection)];
    if (enFacts.join() !== arFacts.join()) problems.push(`${where}: quote ${arFacts.map((f) => `{${f}}`).join(' ') || 'no fact'}; the English section "${String(enSection.id)}" quotes ${enFacts.map((f) => `{${f}}`).join(' ') || 'none'}: both languages quote the same facts`);
    return problems;
  });
}
