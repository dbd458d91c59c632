import { use } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../i18n/locale-context';
import { loadedNotFoundPage, loadedPage, loadNotFoundPage, loadPage } from '../routes/page-cache';
import { matchRoute } from '../routes/paths';

function NotFound({ path }: { path: string }) {
  const NotFoundPage = loadedNotFoundPage() ?? use(loadNotFoundPage());
  return <NotFoundPage path={path} />;
}

/**
 * Renders the page the current path belongs to, or not-found. Links and the
 * entry point prepare a path before showing it, so the `use` calls suspend
 * only on a cold jump through history.
 */
export function PageOutlet() {
  const [path] = useLocation();
  const { locale } = useLocale();
  const match = matchRoute(path);
  if (!match || match.locale !== locale) return <NotFound path={path} />;
  const page = loadedPage(match.key, locale) ?? use(loadPage(match.key, locale));
  if (!page) return <NotFound path={path} />;
  return <page.Component content={page.content} locale={locale} params={match.params} />;
}
