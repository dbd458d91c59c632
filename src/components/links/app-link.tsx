import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useFollowLink } from './follow-link';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

/** An internal link: a real `<a href>` (it works without JavaScript) that, with it, moves in place (useFollowLink). */
export function AppLink({ href, onClick, children, ...rest }: AppLinkProps) {
  const { inPlace, warm, follow } = useFollowLink();
  const here = inPlace(href, rest.target);
  const prefetch = here ? () => warm(href) : undefined;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (here) follow(event, href);
  };

  return (
    <a href={href} onClick={handleClick} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
    </a>
  );
}
