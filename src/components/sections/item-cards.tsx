import styled from 'styled-components';
import type { IconItem } from '../../content/schema/fields';
import { colors, media, radii } from '../../styles/theme';
import { CardIcon } from '../icons/content-icons';
import { IconBadge } from '../icons/icon-badge';

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

  /* Beside a heading: rows without frames, two across where there is room. */
  &[data-variant='plain'] {
    gap: 1.75rem 2.5rem;

    ${media.md} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  gap: 0 1rem;
  padding: 1.25rem;

  ${media.sm} {
    padding: 1.5rem;
  }
  border-radius: ${radii.lg};
  background: ${colors.paper};
  border: 1px solid ${colors.line};

  /* On a phone the icon sits beside the words, which keeps a column of cards short; from sm, above them. */
  ${media.sm} {
    [data-variant='cards'] & {
      grid-template-columns: 1fr;
    }
  }
  [data-variant='plain'] & {
    padding: 0;
    border: 0;
    background: none;
  }
`;

const Badge = styled(IconBadge)`
  grid-row: span 2;

  ${media.sm} {
    [data-variant='cards'] & {
      grid-row: auto;
      margin-bottom: 1rem;
    }
  }
  [data-variant='plain'] & {
    background: ${colors.tintStrong};
  }
`;

const Title = styled.h3`
  font-size: 1.1875rem;
`;

const Text = styled.p`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;

/**
 * Titled points with their icons: values, benefits, outcomes, audiences.
 * `cards` frames each in a grid whose columns follow the count; `plain` lists
 * them as rows beside a heading.
 */
export function ItemCards({ items, variant = 'cards' }: { items: IconItem[]; variant?: 'cards' | 'plain' }) {
  return (
    <Grid data-count={items.length} data-variant={variant}>
      {items.map((item) => (
        <Card key={item.title}>
          <Badge>
            <CardIcon name={item.icon} />
          </Badge>
          <Title>{item.title}</Title>
          <Text>{item.description}</Text>
        </Card>
      ))}
    </Grid>
  );
}
