import styled from 'styled-components';
import { useLocale } from '../../i18n/locale-context';
import { colors } from '../../styles/theme';
import { AppLink } from '../links/app-link';

const List = styled.ol`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-bottom: 1.5rem;
  color: ${colors.muted};
  font-size: 0.9375rem;

  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${colors.line};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    color: ${colors.brand};
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
`;

export interface Crumb {
  name: string;
  href: string;
}

/** Where a nested page sits: links to the pages above it, then its own name. */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { ui } = useLocale();
  return (
    <nav aria-label={ui.breadcrumb}>
      <List>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <AppLink href={crumb.href}>{crumb.name}</AppLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </List>
    </nav>
  );
}
