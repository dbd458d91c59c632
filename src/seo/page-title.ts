import { site, type Locale } from '../config/site';

export const TITLE_MAX = 60;
export const DESCRIPTION_RANGE = [120, 160] as const;

/** Characters as a search result and the build count them: an Arabic letter or an emoji is one. */
export const titleLength = (text: string): number => [...text].length;

/**
 * The title template: `<page title> | <short brand>`, and the one place that writes it (the page's
 * head, the prerender, the share tags and the tests all call this). Search results show about
 * TITLE_MAX characters: where the brand would take the whole past them, the brand is left off,
 * so the limit falls on the words the owner wrote on that page alone and a longer brand refuses
 * no page.
 */
export function pageTitle(title: string, locale: Locale): string {
  const branded = `${title} | ${site.brandShort[locale]}`;
  return titleLength(branded) <= TITLE_MAX ? branded : title;
}
