import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from '../../i18n/locale-context';
import { localeFromPath } from '../../i18n/locale';
import { pathnameOf } from '../../routes/paths';
import { arrive } from '../layout/page-arrival';
import { useLocation } from './location';
import { useNavigation } from './navigation';

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** After an in-place navigation: to the anchor the link names, or to the top of the new page; then tell the visitor. */
function settle(href: string) {
  const hash = href.split('#')[1];
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
  arrive(anchor);
}

/**
 * How an internal link behaves with JavaScript: it starts fetching the target page's chunks as
 * soon as the visitor points at, focuses or touches it (`warm`), and on a plain click waits for
 * them, then navigates in place (`follow`), so a visitor never sees a loading state. If the
 * chunks cannot be fetched (a tab left open across a deploy), the browser loads the address
 * afresh. A link into the other language, or one that opens elsewhere, is the browser's own.
 */
export function useFollowLink() {
  const [, navigate] = useLocation();
  const { locale } = useLocale();
  const { prepare, prefetch } = useNavigation();
  const inPlace = (href: string, target?: string) => !target && localeFromPath(pathnameOf(href)) === locale;

  return {
    inPlace,
    warm: (href: string) => prefetch(href),
    follow: (event: MouseEvent, href: string) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      event.preventDefault();
      const link = (event.target as Element).closest('a');
      prepare(href).then(
        () => {
          // Where the visitor leaves this page, and by which link: the way back returns to both (src/app/page-outlet.tsx).
          history.replaceState({ y: window.scrollY, link: Array.prototype.indexOf.call(document.links, link) }, '');
          // Rendered at once, so that the new page's heading is there to take the focus.
          flushSync(() => navigate(href));
          settle(href);
        },
        () => window.location.assign(href),
      );
    },
  };
}
