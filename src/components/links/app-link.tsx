import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLocale } from '../../i18n/locale-context';
import { localeFromPath } from '../../i18n/locale';
import { preparePath } from '../../routes/page-cache';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An internal link. It is a real `<a href>` (works without JavaScript); with
 * JavaScript it fetches the target page's chunks first, then navigates, so a
 * visitor never sees a loading state. A link into the other language is a
 * full page load, as the language switch is.
 */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps) {
  const [, navigate] = useLocation();
  const { locale } = useLocale();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || rest.target) return;
    if (localeFromPath(href) !== locale) return;
    event.preventDefault();
    preparePath(href).then(
      () => {
        navigate(href);
        window.scrollTo(0, 0);
        document.getElementById('main')?.focus({ preventScroll: true });
      },
      () => window.location.assign(href),
    );
  };

  return (
    <a href={href} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
