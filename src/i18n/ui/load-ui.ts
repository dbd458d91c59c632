import type { Locale } from '../../config/site';
import type { UiStrings } from './en';

/** Each language's strings are their own chunk: a page loads only its own. */
const loaders: Record<Locale, () => Promise<{ default: UiStrings }>> = {
  en: () => import(/* webpackChunkName: "ui-en" */ './en'),
  ar: () => import(/* webpackChunkName: "ui-ar" */ './ar'),
};

export async function loadUi(locale: Locale): Promise<UiStrings> {
  return (await loaders[locale]()).default;
}
