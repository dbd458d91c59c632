import arPosts from './generated/posts-ar';
import type { Locale } from '../../config/site';
import { locales } from '../../i18n/locale';
import type { PageLocation } from '../../routes/page-types';
import { postLanguages } from '../../seo/alternates';

/**
 * The languages a built page's content is written in. Read by the prerender's head only (the
 * seo-head chunk, which visitors never load), so the post list costs no page anything: an
 * Arabic list entry in English means the post has no Arabic version.
 */
export function contentLanguages(page: Pick<PageLocation, 'route' | 'params'>): readonly Locale[] {
  if (page.route !== 'blogPost') return locales;
  const arabic = arPosts.find((post) => post.slug === page.params.slug);
  return postLanguages((lang) => lang === 'ar' && arabic?.lang === 'ar');
}
