import { z } from 'zod';
import { fields, list, type Words } from './fields';

/** The privacy policy and the terms: src/content/pages/{privacy,terms}/<locale>.json. */
export const legalSchema = ({ hero, pageMeta, rich, text }: Words) => {
  // `kind` names the block for the editor (a list of blocks of two kinds); the page needs only what it holds.
  const block = z
    .union(
      [
        fields({ kind: z.literal('paragraph'), paragraph: rich() }),
        /** `"prices": true` adds a line per paid service after the list's own: its name, its price, its fee's words (from the offers). */
        fields({ kind: z.literal('list'), list: list(rich(), { min: 0 }), prices: z.literal(true).optional() }),
      ],
      { error: 'must be a paragraph or a list ({ "kind": "paragraph", "paragraph": "…" } or { "kind": "list", "list": ["…"] })' },
    )
    .transform(({ kind: _kind, ...block }) => block);

  return fields({
    meta: pageMeta(),
    hero: hero(),
    /** 'Last updated', printed before today's date; leave it out where the page shows no date. */
    updated: text({ max: 40 }).optional(),
    /** The table of contents' label. */
    contents: text({ max: 40 }),
    sections: list(
      fields({
        /** The anchor: ASCII and the same in both languages, so a link to a section survives the language switch. */
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lower-case letters, digits and dashes, e.g. "refunds"' }),
        title: text({ max: 90 }),
        blocks: list(block),
      }),
    ),
  });
};
