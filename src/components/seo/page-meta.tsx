import type { ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';
import { isPrerendering } from '../../config/runtime';
import { useLocale } from '../../content/ui/locale-context';
import { pageTitle } from '../../seo/page-title';
import type { PageMetaProps } from './page-meta-props';

/** The search and share metadata's component, once the prerender has loaded it. */
const seoHead = createStore<{ SeoHead?: ComponentType<PageMetaProps & { title: string }> }>()(() => ({}));

/** The build's prerender loads the search and share metadata before it renders (src/app/page-cache.ts). */
export async function loadSeoHead(): Promise<void> {
  if (!seoHead.getState().SeoHead) seoHead.setState({ SeoHead: (await import(/* webpackChunkName: "seo-head" */ './seo-head')).SeoHead });
}

/**
 * A page's head. Every render keeps the title (`<page title> | <short brand>`, the brand
 * left off where it would take the whole past 60: src/seo/page-title.ts)
 * and description current; the prerender adds everything crawlers and share
 * previews read (SeoHead). React 19 hoists these elements into <head>.
 * Whether this is the prerender is asked on every render: the loaded SeoHead
 * stays in this module after the run that loaded it (the unit tests render
 * both kinds of run in one window).
 */
export function PageMeta(props: PageMetaProps) {
  const { locale } = useLocale();
  const title = pageTitle(props.meta.title, locale);
  const { SeoHead } = seoHead.getState();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={props.meta.description} />
      {SeoHead && isPrerendering() && <SeoHead {...props} title={title} />}
    </>
  );
}
