import { useEffect, useReducer } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../i18n/locale-context';
import { loadedNotFoundPage, loadedPage, preparePath } from '../routes/page-cache';
import { matchRoute } from '../routes/paths';
import { routeDef } from '../routes/route-table';

/**
 * Renders the page the current path belongs to, or not-found.
 *
 * The entry point and every link prepare a path before showing it, so the
 * page is normally ready. There is deliberately no <Suspense> here: the
 * prerendered HTML comes from a client render, which carries none of the
 * markers a Suspense boundary needs to hydrate.
 */
export function PageOutlet() {
  const [path] = useLocation();
  const { locale } = useLocale();
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const match = matchRoute(path);
  const built = match !== null && match.locale === locale && routeDef(match.key).page !== undefined;
  const page = built ? loadedPage(match.key, locale) : undefined;
  const NotFoundPage = built ? undefined : loadedNotFoundPage();
  const ready = page !== undefined || NotFoundPage !== undefined;

  useEffect(() => {
    // Only a jump through history to a page never loaded in this visit lands here.
    if (!ready) preparePath(path).then(rerender);
  }, [ready, path]);

  if (page && match) return <page.Component content={page.content} locale={locale} params={match.params} />;
  return NotFoundPage ? <NotFoundPage path={path} /> : null;
}
