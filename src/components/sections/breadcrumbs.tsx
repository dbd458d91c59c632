import styled from 'styled-components';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors } from '../../styles/theme';
import type { NavKey } from '../layout/nav-items';
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

  /* The separator ends its line rather than starting the next: it follows the link it comes after. */
  li:not(:last-child)::after {
    content: '/';
    margin-left: 0.5rem;
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

/**
 * Where a nested page sits: links to the pages above it, then its own name.
 * `trail` is the same list of pages PageMeta turns into a BreadcrumbList. Without `current` the
 * trail stops at the page above: where the eyebrow under it already names the page.
 */
export function Breadcrumbs({ trail, current }: { trail: NavKey[]; current?: string }) {
  const { locale, ui } = useLocale();
  return (
    <nav aria-label={ui.breadcrumb}>
      <List>
        {trail.map((key) => (
          <li key={key}>
            <AppLink href={pathFor(key, locale)}>{ui.nav[key]}</AppLink>
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </List>
    </nav>
  );
}
