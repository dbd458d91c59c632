import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocale } from '../../content/ui/locale-context';
import { movesInPlace } from '../../routes/link-moves';
import { leaveBy } from './moves';
import { useNavigation } from './navigation';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/**
 * An internal link: a real `<a href>` (it works without JavaScript). With it, wouter's `Link`
 * moves in place (the router's `aroundNav`, src/app/app.tsx, waits for the page's chunks first),
 * and pointing at, focusing or touching it starts fetching them. A link into the other language,
 * a file, a download or one that opens elsewhere, stays a plain link.
 */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps) {
  const { locale } = useLocale();
  const { prefetch } = useNavigation();
  // The same decision as the page landed on's (src/routes/link-moves.ts).
  if (!movesInPlace({ href, target: rest.target, download: rest.download !== undefined && rest.download !== false }, locale)) {
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
