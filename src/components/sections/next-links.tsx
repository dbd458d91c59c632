import styled from 'styled-components';
import { colors, media, radii } from '../../styles/theme';
import { CardLink } from './card-link';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.75rem;

  &[data-columns='3'] {
    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 1.25rem;
    }
  }
`;

const Row = styled.li`
  position: relative;
  padding: 1rem 1.25rem 1.1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};

  &:hover, &:focus-within {
    border-color: ${colors.brandSoft};
  }

  a { min-height: 0; }

  p {
    margin-top: 0.25rem;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`;

export interface NextLink {
  href: string;
  label: string;
  description: string;
}

/**
 * A short list of pages to go on to, each a box whose link covers it, with a
 * line on what is there: stacked, or three across from the md breakpoint.
 */
export function NextLinks({ links, columns = 1 }: { links: NextLink[]; columns?: 1 | 3 }) {
  return (
    <List data-columns={columns}>
      {links.map((link) => (
        <Row key={link.href}>
          <CardLink href={link.href}>{link.label}</CardLink>
          <p>{link.description}</p>
        </Row>
      ))}
    </List>
  );
}
