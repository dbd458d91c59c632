import styled from 'styled-components';
import { colors, radii } from '../../styles/theme';
import { CardLink } from './link-card';

const Title = styled.h2`
  margin-bottom: 1.25rem;
  font-size: clamp(1.25rem, 2.6vw, 1.5rem);
`;

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.75rem;
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

/** A short list of pages to go on to, each a row whose link covers it, with a line on what is there. */
export function NextLinks({ id, title, links }: { id: string; title: string; links: NextLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      <List>
        {links.map((link) => (
          <Row key={link.href}>
            <CardLink href={link.href}>{link.label}</CardLink>
            <p>{link.description}</p>
          </Row>
        ))}
      </List>
    </nav>
  );
}
