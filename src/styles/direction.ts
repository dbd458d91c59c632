import type { StyleSheetManager } from 'styled-components';
import type { ComponentProps } from 'react';
import type { Locale } from '../config/site';

export type StylisPlugins = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>;

/**
 * Styles are written once, left to right; for Arabic, stylis-plugin-rtl
 * mirrors them. The plugin (with cssjanus) is its own chunk, fetched before
 * the first render, so English pages never download it.
 */
export async function loadStylisPlugins(locale: Locale): Promise<StylisPlugins> {
  if (locale === 'en') return [];
  const { default: rtlPlugin } = await import(/* webpackChunkName: "rtl" */ 'stylis-plugin-rtl');
  return [rtlPlugin];
}
