import type { Locale } from '../../config/site';
import type { Content as UiContent } from '../schema/ui';

/** Each language's strings (src/content/shared/ui/) are their own chunk: a page loads only its own. */
const loaders: Record<Locale, () => Promise<{ default: UiContent }>> = {
  en: () => import(/* webpackChunkName: "ui-en" */ '../generated/en/ui'),
  ar: () => import(/* webpackChunkName: "ui-ar" */ '../generated/ar/ui'),
};

export async function loadUi(locale: Locale): Promise<UiContent> {
  return (await loaders[locale]()).default;
}
