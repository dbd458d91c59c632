import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocale } from '../../content/ui/locale-context';
import { leaveBy, movesInPlace } from './moves';
import { useNavigation } from './navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/**
 * An internal link: a real `<a href>` (it works without JavaScript). With it, wouter's `Link`
 * moves in place (the router's `aroundNav`, src/app/app.tsx, waits for the page's chunks first),
 * and pointing at, focusing or touching it starts fetching them. A link into the other language,
 * or one that opens elsewhere, stays a plain link.
 */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps) {
  const { locale } = useLocale();
  const { prefetch } = useNavigation();
  if (!movesInPlace(href, rest.target, locale)) {
    return (
      <a href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  const warm = () => prefetch(href);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    leaveBy(event.currentTarget);
  };
  return (
    <Link href={href} onClick={handleClick} onPointerEnter={warm} onFocus={warm} onTouchStart={warm} {...rest}>
      {children}
    </Link>
  );
}
