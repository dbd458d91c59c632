import type { Thing } from 'schema-dts';
import { site, type Locale } from '../../config/site';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { routeDef } from '../../routes/route-table';
import { defaultShareImage } from '../../seo/share-image';
import { blogPosting, breadcrumbList, faqPage, founderNode, graph, organization, serviceNode, webPage } from '../../seo/structured-data';
import type { PageSubject } from '../../seo/subjects';
import { pageLinks } from '../../seo/alternates';
import { contentLanguages } from '../../content/blog/content-languages';
import { searchConsoleTags } from '../../seo/search-consoles';
import { absoluteUrl } from '../../seo/urls';
import type { PageMetaProps } from './page-meta-props';

const ogLocale = { en: 'en_AE', ar: 'ar_AE' } as const;

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function node(subject: PageSubject, locale: Locale, path: string): Thing {
  switch (subject.type) {
    case 'service':
      return serviceNode({ ...subject, path, locale });
    case 'faq':
      return faqPage(subject.items, path);
    case 'person':
      return founderNode({ ...subject, path, locale });
    case 'article':
      return blogPosting({ ...subject, path });
  }
}

/**
 * What search engines and share previews read: robots, keywords, canonical
 * and hreflang addresses, Open Graph, Twitter and JSON-LD. Only the build's
 * prerender renders this (a chunk of its own): these crawlers read the served
 * HTML, so visitors' browsers never download it. Every element carries
 * `data-seo`, so a client-side navigation can drop the landing page's set.
 */
export function SeoHead({ meta, title, page, subjects = [], trail, ogType = 'website', image, feed }: PageMetaProps & { title: string }) {
  const { locale, ui } = useLocale();
  const url = page && absoluteUrl(page.path);
  const indexed = page ? routeDef(page.route).indexed : false;
  const links = page && pageLinks(page.route, locale, page.params, contentLanguages(page));
  const share = image ?? defaultShareImage[locale];
  const crumbs =
    page && trail && breadcrumbList([...trail.map((key) => ({ name: ui.nav[key], path: pathFor(key, locale) })), { name: meta.title, path: page.path }]);
  const structuredData =
    page &&
    graph(
      webPage({ name: meta.title, description: meta.description, path: page.path, locale, breadcrumb: crumbs }),
      // Every page's nodes name the business by @id (publisher, provider, worksFor): it is on every page.
      organization(locale),
      ...subjects.map((subject) => node(subject, locale, page.path)),
    );

  const article = subjects.find((subject) => subject.type === 'article');

  const named: [string, string][] = [
    ['robots', indexed ? 'index, follow' : 'noindex, follow'],
    ...(meta.keywords.length > 0 ? [['keywords', meta.keywords.join(', ')] as [string, string]] : []),
    ...(article ? [['author', article.author] as [string, string]] : []),
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', meta.description],
    ['twitter:image', absoluteUrl(share.src)],
    // The search consoles' codes, on the root page alone.
    ...(page ? searchConsoleTags(page.path, site.searchConsoles) : []),
  ];
  const properties: [string, string | undefined][] = [
    ['og:site_name', site.brand[locale]],
    ['og:type', ogType],
    ['og:title', title],
    ['og:description', meta.description],
    ['og:url', url],
    ['og:locale', ogLocale[locale]],
    ['og:locale:alternate', ogLocale[locale === 'en' ? 'ar' : 'en']],
    ['og:image', absoluteUrl(share.src)],
    ['og:image:width', String(share.width)],
    ['og:image:height', String(share.height)],
    ['og:image:alt', image?.alt ?? site.brand[locale]],
    ...(article
      ? ([
          ['article:published_time', article.datePublished],
          ['article:modified_time', article.dateModified],
          ['article:author', article.author],
          ['article:section', article.section],
          ...article.keywords.map((tag) => ['article:tag', tag] as [string, string]),
        ] as [string, string][])
      : []),
  ];

  return (
    <>
      {named.map(([name, content]) => (
        <meta key={name} name={name} content={content} data-seo="" />
      ))}
      {page && (
        <>
          <link rel="canonical" href={links?.canonical} data-seo="" />
          {links?.alternates.map(({ lang, url: href }) => (
            <link key={lang} rel="alternate" hrefLang={lang} href={href} data-seo="" />
          ))}
        </>
      )}
      {properties.map(
        ([property, content], index) => content && <meta key={`${property}-${index}`} property={property} content={content} data-seo="" />,
      )}
      {feed && <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} data-seo="" />}
      {structuredData && (
        <script type="application/ld+json" data-seo="" dangerouslySetInnerHTML={{ __html: safeJson(structuredData) }} />
      )}
    </>
  );
}
