/**
 * WCAG 2 relative luminance and contrast ratio, for the theme's tokens (`#rrggbb`) and for the
 * colours a browser computes (`rgb(r, g, b)`, `rgba(r, g, b, a)`). Opaque colours only: a
 * translucent one has no ratio until it is laid over its background.
 */
const channels = (colour: string): [number, number, number] => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?\s*\)$/.exec(colour);
  if (hex) return [1, 2, 3].map((i) => parseInt(hex[i] as string, 16)) as [number, number, number];
  if (rgb && (rgb[4] === undefined || Number(rgb[4]) === 1)) return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
  throw new Error(`not an opaque colour: ${colour}`);
};

const linear = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const luminance = (colour: string): number => {
  const [r, g, b] = channels(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

export const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
