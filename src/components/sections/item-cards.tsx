import styled from 'styled-components';
import type { Item } from '../../content/types/common';
import { colors, media, radii } from '../../styles/theme';

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: 1.25rem;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.md} {
    &[data-count='3'],
    &[data-count='6'] {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  ${media.wide} {
    &[data-count='4'] {
      grid-template-columns: repeat(4, 1fr);
    }
  }
`;

const Card = styled.li`
  padding: 1.75rem 1.5rem;
  border-radius: ${radii.lg};
  background: ${colors.paper};
  border: 1px solid ${colors.line};

  &::before {
    content: '';
    display: block;
    width: 2.25rem;
    height: 4px;
    margin-bottom: 1.25rem;
    border-radius: ${radii.pill};
    background: ${colors.accent};
  }
`;

const Title = styled.h3`
  font-size: 1.1875rem;
`;

const Text = styled.p`
  margin-top: 0.6rem;
  color: ${colors.muted};
`;

/** Titled points in a grid: values, benefits, outcomes, audiences. Columns follow the count. */
export function ItemCards({ items }: { items: Item[] }) {
  return (
    <Grid data-count={items.length}>
      {items.map((item) => (
        <Card key={item.title}>
          <Title>{item.title}</Title>
          <Text>{item.description}</Text>
        </Card>
      ))}
    </Grid>
  );
}
