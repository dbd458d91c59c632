import { useEffect, useReducer, useRef } from 'react';
import { arrive } from '../components/layout/page-arrival';
import { useLocation } from '../components/links/location';
import { useLocale } from '../i18n/locale-context';
import { matchRoute, pathnameOf } from '../routes/paths';
import { isBuilt, loadedNotFoundPage, loadedPage, preparePath } from './page-cache';

// The path the browser's Back or Forward has just moved to. A capturing listener runs before the
// router's own, so this is set before the page for that path renders.
let traversedTo: string | undefined;
addEventListener('popstate', () => (traversedTo = window.location.pathname), true);

/**
 * Renders the page the current path belongs to, or not-found.
 *
 * The entry point and every link prepare a path before showing it, so the
 * page is normally ready. There is deliberately no <Suspense> here: the
 * prerendered HTML comes from a client render, which carries none of the
 * markers a Suspense boundary needs to hydrate.
 */
export function PageOutlet() {
  const [location] = useLocation();
  const path = pathnameOf(location);
  const { locale } = useLocale();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const landing = useRef(path);

  const match = matchRoute(path);
  const built = match !== null && match.locale === locale && isBuilt(match.key);
  const page = built ? loadedPage(match.key, locale, match.params) : undefined;
  const notFound = built ? undefined : loadedNotFoundPage(locale);
  const ready = page !== undefined || notFound !== undefined;

  const waited = useRef(false);
  useEffect(() => {
    if (!ready) {
      // Only a jump through history to a page not loaded in this visit lands here. If its
      // chunks cannot be fetched (a deploy replaced them), load the address afresh.
      waited.current = true;
      preparePath(path).then(rerender, () => window.location.reload());
      return;
    }
    // A link settles the page it opens itself (follow-link.ts); Back and Forward are settled here.
    const traversed = traversedTo === path;
    traversedTo = undefined;
    if (!traversed) return;
    // The browser restores the scroll position as the page renders; a page that had to be
    // fetched first was not there to scroll. Focus returns to the link the visitor followed.
    const { y, link } = (history.state ?? {}) as { y?: number; link?: number };
    if (waited.current && y !== undefined) window.scrollTo(0, y);
    waited.current = false;
    arrive(document.links[link ?? -1]);
  }, [ready, path]);

  useEffect(() => {
    // The served HTML's search and share metadata describe the page it was served for.
    if (path !== landing.current) document.head.querySelectorAll('[data-seo]').forEach((node) => node.remove());
  }, [path]);

  if (page && match) {
    return <page.Component content={page.content} locale={locale} route={match.key} params={match.params} path={path} />;
  }
  return notFound ? <notFound.Component path={path} content={notFound.content} /> : null;
}
