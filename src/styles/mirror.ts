/**
 * A drawing whose road, path or arrow runs the way the page reads turns round in Arabic:
 * stylis-plugin-rtl mirrors properties, not pictures (docs/decisions.md, "Images"). `target`
 * is the part of the component to turn, written as in its styles: `&`, `& img`, `&[data-travels]`.
 */
export const mirroredInArabic = (target = '&'): string => `
  html[dir='rtl'] ${target} {
    transform: scaleX(-1);
  }
`;
