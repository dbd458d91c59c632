import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from '../components/links/location';
import { useLocale } from '../i18n/locale-context';
import { matchRoute, pathnameOf } from '../routes/paths';
import { isBuilt, loadedNotFoundPage, loadedPage, preparePath } from './page-cache';

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

  useEffect(() => {
    // Only a jump through history to a page not loaded in this visit lands here. If its
    // chunks cannot be fetched (a deploy replaced them), load the address afresh.
    if (!ready) preparePath(path).then(rerender, () => window.location.reload());
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
