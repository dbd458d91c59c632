import type { ComponentType } from 'react';
import { isPrerendering } from '../../config/runtime';
import type { PageMetaContent } from '../../content/types/common';
import { useLocale } from '../../i18n/locale-context';
import type { PageLocation } from '../../routes/page-types';
import { pageTitle } from '../../seo/page-title';
import type { ShareImage } from '../../seo/share-image';
import type { PageSubject } from '../../seo/subjects';
import type { NavKey } from '../layout/nav-items';

export interface PageMetaProps {
  meta: PageMetaContent;
  /** The page's own location, from its props; absent on the not-found page, which has no address of its own. */
  page?: PageLocation;
  ogType?: 'website' | 'article';
  image?: ShareImage & { alt?: string };
  /** What the page is about, beside its WebPage node: the business, a service, its FAQ, a person, an article (which also gives the Open Graph article tags). */
  subjects?: PageSubject[];
  /** The pages above this one, outermost first: they and this page become a BreadcrumbList. */
  trail?: NavKey[];
  /** An RSS feed that carries this page's content, for feed readers to discover. */
  feed?: { title: string; href: string };
}

let SeoHead: ComponentType<PageMetaProps & { title: string }> | undefined;

/** The build's prerender loads the search and share metadata before it renders (src/app/page-cache.ts). */
export async function loadSeoHead(): Promise<void> {
  SeoHead ??= (await import(/* webpackChunkName: "seo-head" */ './seo-head')).SeoHead;
}

/**
 * A page's head. Every render keeps the title (`<page title> | <short brand>`)
 * and description current; the prerender adds everything crawlers and share
 * previews read (SeoHead). React 19 hoists these elements into <head>.
 * Whether this is the prerender is asked on every render: the loaded SeoHead
 * stays in this module after the run that loaded it (the unit tests render
 * both kinds of run in one window).
 */
export function PageMeta(props: PageMetaProps) {
  const { locale } = useLocale();
  const title = pageTitle(props.meta.title, locale);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={props.meta.description} />
      {SeoHead && isPrerendering() && <SeoHead {...props} title={title} />}
    </>
  );
}
