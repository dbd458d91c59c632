import type { Graph } from 'schema-dts';
import { site } from '../../config/site';
import type { PageMetaContent } from '../../content/types';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { routeDef, type RouteKey } from '../../routes/route-table';
import { defaultShareImage, type ShareImage } from '../../seo/share-image';
import { absoluteUrl } from '../../seo/urls';

interface PageMetaProps {
  meta: PageMetaContent;
  /** The route this page answers; absent on the not-found page, which has no canonical address. */
  route?: RouteKey;
  params?: Record<string, string>;
  ogType?: 'website' | 'article';
  image?: ShareImage & { alt?: string };
  structuredData?: Graph;
}

const ogLocale = { en: 'en_AE', ar: 'ar_AE' } as const;

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Everything a search engine or a share preview reads about a page. React 19
 * hoists these elements into <head>; the prerender keeps them there.
 */
export function PageMeta({ meta, route, params, ogType = 'website', image, structuredData }: PageMetaProps) {
  const { locale } = useLocale();
  const indexed = route ? routeDef(route).indexed : false;
  const url = route ? absoluteUrl(pathFor(route, locale, params)) : undefined;
  const share = image ?? defaultShareImage[locale];
  const imageUrl = absoluteUrl(share.src);
  const imageAlt = image?.alt ?? site.brand[locale];

  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords.length > 0 && <meta name="keywords" content={meta.keywords.join(', ')} />}
      <meta name="robots" content={indexed ? 'index, follow' : 'noindex, follow'} />
      {url && <link rel="canonical" href={url} />}
      {route && (
        <>
          <link rel="alternate" hrefLang="en" href={absoluteUrl(pathFor(route, 'en', params))} />
          <link rel="alternate" hrefLang="ar" href={absoluteUrl(pathFor(route, 'ar', params))} />
          <link rel="alternate" hrefLang="x-default" href={absoluteUrl(pathFor(route, 'en', params))} />
        </>
      )}
      <meta property="og:site_name" content={site.brand[locale]} />
      <meta property="og:type" content={ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={ogLocale[locale]} />
      <meta property="og:locale:alternate" content={ogLocale[locale === 'en' ? 'ar' : 'en']} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={imageUrl} />
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(structuredData) }} />}
    </>
  );
}
