import type { PageMetaContent } from '../../content/schema/fields';
import type { PageLocation } from '../../routes/page-types';
import type { ShareImage } from '../../seo/share-image';
import type { PageSubject } from '../../seo/subjects';
import type { NavKey } from '../layout/nav-items';

/**
 * What a page tells `PageMeta`, and `PageMeta` passes on to `SeoHead`. Its own
 * module, so the two components do not import each other (a type-only cycle
 * the lint's cycle check cannot see).
 */
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
