import { z } from 'zod';
import { services } from '../../config/services';
import { fields, list, type Output, type RichText, type Words } from './fields';

/** How the sessions are paid, from the settings: each apart on its payment page, each as it is booked, or some one way and some the other. */
const paidWhen = ((inBooking) => (inBooking === 0 ? 'separate' : inBooking === services.length ? 'inBooking' : 'mixed'))(
  services.filter((service) => service.paymentInBooking).length,
);

/** The privacy policy and the terms: src/content/pages/{privacy,terms}/<locale>.json. */
export const schema = ({ hero, pageMeta, rich, text, title }: Words) => {
  // `kind` names the block for the editor (a list of blocks of these kinds); the page needs only what it holds.
  const block = z
    .union(
      [
        fields({ kind: z.literal('paragraph'), paragraph: rich() }),
        /** `"prices": true` adds a line per paid service after the list's own: its name, its price, its fee's words (from the offers). */
        /**
         * `googleAnalytics`: a line the list gains while the site counts with Google Analytics
         * (scripts/lib/content/analytics-words.ts), second to last, so the list's last line still closes it.
         */
        fields({ kind: z.literal('list'), list: list(rich(), { min: 0 }), prices: z.literal(true).optional(), googleAnalytics: rich().optional() }),
        /**
         * How to pay, in three wordings; the page shows the one that fits the settings (services.json,
         * `paymentInBooking`): every session paid apart, on its payment page (`separate`); every one
         * paid as it is booked (`inBooking`); or some one way and some the other (`mixed`, which the
         * price list's lines mark).
         */
        fields({ kind: z.literal('payment'), separate: rich(), inBooking: rich(), mixed: rich() }),
        /**
         * What the site counts of a visit, written from the analytics settings at build
         * (scripts/lib/content/analytics-words.ts): `none` when they choose no service; otherwise
         * `counted`, then one line per service chosen, `cloud` on the service's own servers,
         * `ownServer` on a server of the owner's. With Google Analytics chosen, its words
         * (`googleAnalytics`) come first, `counted` giving way to `withCookieless` before the
         * cookieless services' lines, since the site then sets cookies after all.
         */
        fields({
          kind: z.literal('analytics'),
          none: rich(),
          counted: rich(),
          plausible: fields({ cloud: rich(), ownServer: rich() }),
          umami: fields({ cloud: rich(), ownServer: rich() }),
          goatcounter: fields({ cloud: rich(), ownServer: rich() }),
          googleAnalytics: fields({
            /** What it counts, that only after the visitor accepts, and the cookies' introduction. */
            counted: rich(),
            /** One line per cookie it sets: `{gaUserCookie}`, `{gaSessionCookie}` name them. */
            cookies: list(rich()),
            whoRunsIt: rich(),
            changeYourMind: rich(),
            /** Before the cookieless services' lines, in place of `counted`, when some are chosen too. */
            withCookieless: rich(),
          }),
        }),
      ],
      {
        error:
          'must be a paragraph, a list, the payment clause or the analytics words ({ "kind": "paragraph", "paragraph": "…" }, { "kind": "list", "list": ["…"] }, { "kind": "payment", "separate": "…", "inBooking": "…", "mixed": "…" } or { "kind": "analytics", … })',
      },
    )
    .transform(({ kind: _kind, ...block }) => ('separate' in block ? { paragraph: block[paidWhen] } : block));

  return fields({
    meta: pageMeta(),
    hero: hero(),
    /** 'Last updated', printed before today's date; leave it out where the page shows no date. */
    updated: text({ max: 40 }).optional(),
    /** The table of contents' label. */
    contents: title({ max: 40 }),
    sections: list(
      fields({
        /** The anchor: ASCII and the same in both languages, so a link to a section survives the language switch. */
        id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lower-case letters, digits and dashes, e.g. "refunds"' }),
        title: title({ max: 90 }),
        blocks: list(block),
      }),
    ),
  });
};

type Own = Output<typeof schema>;

/** A paragraph or a list; a list's `prices` lines are in it by the time a page has it (written at build from the offers and prices). */
export type LegalBlock = { paragraph: RichText } | { list: RichText[] };

export type LegalSection = Omit<Own['sections'][number], 'blocks'> & { blocks: LegalBlock[] };

/** The privacy policy and the terms: one shape, one template. */
export type Content = Omit<Own, 'sections'> & { sections: LegalSection[] };
