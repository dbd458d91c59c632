import { useEffect, useReducer, useRef } from 'react';
import { Route, Switch, useLocation, useRouter } from 'wouter';
import { arrive } from '../components/layout/page-arrival';
import { useLocale } from '../content/ui/locale-context';
import { namedParams, pathnameOf, routeMatchers } from '../routes/paths';
import type { RouteKey } from '../routes/route-table';
import { moveStore } from '../state/move-store';
import { loadedNotFoundPage, loadedPage, preparePath } from './page-cache';
import { showQuoteFacesNear } from './quote-faces';

// The path the browser's Back or Forward has just moved to. A capturing listener runs before the
// router's own, so this is set before the page for that path renders.
addEventListener('popstate', () => moveStore.setState({ traversedTo: window.location.pathname }), true);

/**
 * What a page does once the router has picked it. The entry point and every link prepare a path
 * before showing it, so the page is normally ready; only a jump through history to a page not
 * loaded in this visit waits, rendering nothing, until its chunks are in (if they cannot be
 * fetched, as when a deploy replaced them, the address loads afresh). Back and Forward are
 * settled here; a link settles the page it opens itself (the router's `aroundNav`, src/app/app.tsx).
 */
function useSettled(ready: boolean): string {
  const [path] = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const waited = useRef(false);
  useEffect(() => {
    if (!ready) {
      waited.current = true;
      preparePath(path).then(rerender, () => window.location.reload());
      return;
    }
    const traversed = moveStore.getState().traversedTo === window.location.pathname;
    moveStore.setState({ traversedTo: undefined });
    if (!traversed) return;
    // The browser restores the scroll position as the page renders; a page that had to be
    // fetched first was not there to scroll. Focus returns to the link the visitor followed.
    const { y, link } = (history.state ?? {}) as { y?: number; link?: number };
    if (waited.current && y !== undefined) window.scrollTo(0, y);
    waited.current = false;
    arrive(document.links[link ?? -1]);
  }, [ready, path]);
  return path;
}

function RoutePage({ route, params }: { route: RouteKey; params: Record<string, string> }) {
  const { locale } = useLocale();
  const page = loadedPage(route, locale, params);
  const path = useSettled(page !== undefined);
  useEffect(() => showQuoteFacesNear(document.getElementById('main') ?? document.body), [page, path]);
  return page ? <page.Component content={page.content} locale={locale} route={route} params={params} path={path} /> : null;
}

function NotFound() {
  const { locale } = useLocale();
  const page = loadedNotFoundPage(locale);
  const path = useSettled(page !== undefined);
  return page ? <page.Component path={path} content={page.content} /> : null;
}

/**
 * The page the current path belongs to, or not-found: wouter's `<Switch>` over the compiled route
 * table in the page's language (a path in the other language is not-found here, as the language switch
 * reloads). There is deliberately no <Suspense>: no page suspends, since every move loads a path's
 * chunks before it shows it (`preparePath`).
 */
export function PageOutlet() {
  const { locale } = useLocale();
  // The path as the address bar has it, not decoded as wouter's `useLocation` gives it: a malformed
  // escape must match no route (src/routes/route-pattern.ts), as the not-found document decides.
  const router = useRouter();
  const [location] = router.hook(router);
  return (
    <Switch location={pathnameOf(location)}>
      {routeMatchers[locale].map(({ key, pattern }) => (
        <Route key={key} path={pattern}>
          {(params) => <RoutePage route={key} params={namedParams(params)} />}
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
