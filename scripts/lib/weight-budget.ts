/**
 * The JavaScript weight budget, in bytes of gzip (level 9), per page. See docs/decisions.md
 * ("Weight") for why each limit is where it is.
 *
 * - `start`: everything landing on the page downloads: the entry, the landing page's own script
 *   (src/app/landing.ts: the menu, the link handling) and the behaviours its HTML names. No React:
 *   the page stays its prerendered HTML until the visitor moves.
 * - `app`: what the first move within the site downloads besides the next page, fetched as the
 *   visitor points at, focuses or touches a link: React and the app, the interface strings, on
 *   Arabic pages the RTL mirroring. No page's words or component are part of it, so no content
 *   edit moves it by more than the few bytes of a changed hash.
 * - `template`: a page's component, fetched when a visitor moves to the page within the site.
 * - `content`: a page's words (and a post's body), fetched with it. Generous: words grow
 *   with the business; a limit only stops a mistake such as a library bundled into content.
 */
export const weightBudget = {
  start: 10_000,
  app: 96_000,
  template: 10_000,
  content: 32_000,
} as const;

export type WeightPart = keyof typeof weightBudget;

/**
 * What of a document must arrive in the first round trip (ten packets, about 14 KB), in bytes of
 * gzip: its HTML through the end of the first section of <main> (the hero; a post's title,
 * picture and first section), with the head's inline CSS. A long post's later sections may come
 * in the next round trips without holding the first view back, so an owner's long article
 * breaks no budget. The whole documents are reported beside it (`npm run weight`): the longest,
 * an Arabic post, is about 13.9 KB in gzip (the site-wide rules are in the language's stylesheet,
 * src/styles/global-css.ts, not in each document).
 */
export const FIRST_VIEW_BUDGET = 14 * 1024;
