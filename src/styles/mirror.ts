/**
 * A drawing whose road, path or arrow runs the way the page reads turns round in Arabic:
 * stylis-plugin-rtl mirrors properties, not pictures (docs/decisions.md, "Images"). `target`
 * is the part of the component to turn, written as in its styles: `&`, `& img`, `&[data-travels]`.
 * Written compact, as `stretchedLink` in theme.ts: a string outside a styled template is shipped as written.
 */
export const mirroredInArabic = (target = '&'): string => `html[dir='rtl'] ${target}{transform:scaleX(-1)}`;
