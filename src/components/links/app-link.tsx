import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../../i18n/locale-context';
import { localeFromPath } from '../../i18n/locale';
import { pathnameOf } from '../../routes/paths';
import { useNavigation } from './navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** After an in-place navigation: to the anchor the link names, or to the top of the new page. */
function settle(href: string) {
  const hash = href.split('#')[1];
  const anchor = hash ? document.getElementById(decodeURIComponent(hash)) : null;
  if (anchor) {
    anchor.scrollIntoView();
    return;
  }
  window.scrollTo(0, 0);
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * An internal link. It is a real `<a href>` (works without JavaScript); with
 * JavaScript it starts fetching the target page's chunks as soon as the
 * visitor points at, focuses or touches it, and on a click waits for them,
 * then navigates, so a visitor never sees a loading state. If the chunks cannot be fetched (a tab
 * left open across a deploy), the browser loads the address afresh. A link
 * into the other language is a full page load, as the language switch is.
 */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps) {
  const [, navigate] = useLocation();
  const { locale } = useLocale();
  const { prepare, prefetch } = useNavigation();
  const inPlace = !rest.target && localeFromPath(pathnameOf(href)) === locale;
  const warm = inPlace ? () => prefetch(href) : undefined;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || !inPlace) return;
    event.preventDefault();
    prepare(href).then(
      () => {
        navigate(href);
        settle(href);
      },
      () => window.location.assign(href),
    );
  };

  return (
    <a href={href} onClick={handleClick} onPointerEnter={warm} onFocus={warm} onTouchStart={warm} {...rest}>
      {children}
    </a>
  );
}
