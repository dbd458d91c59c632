import type { Locale } from '../config/site';
import { locales } from '../i18n/locale';
import { pathFor } from '../routes/paths';
import type { RouteKey } from '../routes/route-table';
import { absoluteUrl } from './urls';

export interface PageLinks {
  /** Where search engines should index the page's content. */
  canonical: string;
  /** The page in each language its content is written in, then x-default: the hreflang set. */
  alternates: { lang: Locale | 'x-default'; url: string }[];
  /** Whether the page is itself one of the alternates: what the sitemap lists. */
  own: boolean;
}

/**
 * A page's canonical address and hreflang alternates, from the languages its content is
 * written in: every language, but a post without an Arabic version is English only. Such a
 * post's Arabic page (the English article in Arabic chrome) is a copy of the English page: its
 * canonical is the English page, and no language lists it as an alternate, so the Arabic index
 * never holds an English article and the pages all give the same set (docs/decisions.md, "The
 * blog"). The head of every page and the sitemap both read this.
 */
export function pageLinks(route: RouteKey, locale: Locale, params: Record<string, string>, languages: readonly Locale[] = locales): PageLinks {
  const url = (lang: Locale) => absoluteUrl(pathFor(route, lang, params));
  const written = locales.filter((lang) => languages.includes(lang));
  const fallback = written.includes('en') ? 'en' : (written[0] ?? 'en');
  const own = written.includes(locale);
  return {
    canonical: url(own ? locale : fallback),
    alternates: [...written.map((lang) => ({ lang, url: url(lang) })), { lang: 'x-default', url: url(fallback) }],
    own,
  };
}

/** The languages a post is written in, from whether it has a version in each. */
export const postLanguages = (translated: (lang: Locale) => boolean): Locale[] => locales.filter((lang) => lang === 'en' || translated(lang));
