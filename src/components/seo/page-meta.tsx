import type { Thing } from 'schema-dts';
import { site } from '../../config/site';
import type { PageMetaContent } from '../../content/types/common';
import { useLocale } from '../../i18n/locale-context';
import type { PageLocation } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { routeDef } from '../../routes/route-table';
import { pageTitle } from '../../seo/page-title';
import { defaultShareImage, type ShareImage } from '../../seo/share-image';
import { breadcrumbList, graph, webPage } from '../../seo/structured-data';
import { absoluteUrl } from '../../seo/urls';
import type { NavKey } from '../layout/nav-items';

interface PageMetaProps {
  meta: PageMetaContent;
  /** The page's own location, from its props; absent on the not-found page, which has no address of its own. */
  page?: PageLocation;
  ogType?: 'website' | 'article';
  image?: ShareImage & { alt?: string };
  /** What the page is about, beside its WebPage node: the business, a Service, an FAQ, a Person. */
  about?: Thing[];
  /** The pages above this one, outermost first: they and this page become a BreadcrumbList. */
  trail?: NavKey[];
}

const ogLocale = { en: 'en_AE', ar: 'ar_AE' } as const;

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Everything a search engine or a share preview reads about a page: the title
 * template, canonical and hreflang addresses, robots, Open Graph, Twitter and
 * JSON-LD (a WebPage node, breadcrumbs, and whatever the page adds). React 19
 * hoists these elements into <head>; the prerender keeps them there.
 */
export function PageMeta({ meta, page, ogType = 'website', image, about = [], trail }: PageMetaProps) {
  const { locale, ui } = useLocale();
  const title = pageTitle(meta.title, locale);
  const url = page && absoluteUrl(page.path);
  const indexed = page ? routeDef(page.route).indexed : false;
  const alternate = (lang: typeof locale) => page && absoluteUrl(pathFor(page.route, lang, page.params));
  const share = image ?? defaultShareImage[locale];
  const imageUrl = absoluteUrl(share.src);
  const imageAlt = image?.alt ?? site.brand[locale];
  const crumbs =
    page && trail && breadcrumbList([...trail.map((key) => ({ name: ui.nav[key], path: pathFor(key, locale) })), { name: meta.title, path: page.path }]);
  const structuredData =
    page && graph(webPage({ name: meta.title, description: meta.description, path: page.path, locale, breadcrumb: crumbs }), ...about);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <meta name="robots" content={indexed ? 'index, follow' : 'noindex, follow'} />
      {page && (
        <>
          <link rel="canonical" href={url} />
          <link rel="alternate" hrefLang="en" href={alternate('en')} />
          <link rel="alternate" hrefLang="ar" href={alternate('ar')} />
          <link rel="alternate" hrefLang="x-default" href={alternate('en')} />
        </>
      )}
      <meta property="og:site_name" content={site.brand[locale]} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={ogLocale[locale]} />
      <meta property="og:locale:alternate" content={ogLocale[locale === 'en' ? 'ar' : 'en']} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(structuredData) }} />}
    </>
  );
}
