import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocale } from '../../content/ui/locale-context';
import { VisuallyHidden } from '../ui/visually-hidden';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'aria-label'> {
  href: string;
  children: ReactNode;
  /**
   * The link's name when its content is only an icon. Spoken together with
   * "opens in a new tab": an aria-label would silence that announcement.
   */
  label?: string;
}

/** Opens in a new tab, without handing the new page a reference to this one, and says so to screen readers. */
export function ExternalLink({ children, label, ...rest }: ExternalLinkProps) {
  const { ui } = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden>{label ? `${label} ${ui.newTab}` : ` ${ui.newTab}`}</VisuallyHidden>
    </a>
  );
}
