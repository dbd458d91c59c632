import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocale } from '../../i18n/locale-context';
import { VisuallyHidden } from '../ui/visually-hidden';

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** Opens in a new tab, without handing the new page a reference to this one, and says so to screen readers. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { ui } = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden>{` ${ui.newTab}`}</VisuallyHidden>
    </a>
  );
}
