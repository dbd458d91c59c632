import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, stretchedLink } from '../../styles/theme';
import { ArrowIcon } from '../icons/icons';
import { AppLink } from '../links/app-link';

const Link = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  color: ${colors.brand};
  font-weight: 700;
  text-decoration: none;

  /* The link's hit area is the whole card. */
  ${stretchedLink}

  &:hover span { text-decoration: underline; text-underline-offset: 0.2em; }
`;

/** The one link of a LinkCard, with an arrow that points the way the page reads. */
export function CardLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={className}>
      <span>{children}</span>
      <ArrowIcon />
    </Link>
  );
}
