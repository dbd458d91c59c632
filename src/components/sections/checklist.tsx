import styled from 'styled-components';
import { colors, media } from '../../styles/theme';
import { CheckIcon } from '../icons/content-icons';

const List = styled.ul`
  list-style: none;
  display: grid;
  gap: 0.9rem 2.5rem;

  &[data-columns='2'] {
    ${media.sm} {
      grid-template-columns: repeat(2, 1fr);
    }
  }

  li {
    display: flex;
    gap: 0.75rem;
    align-items: flex-start;
    font-size: 1.0625rem;
  }

  svg {
    margin-top: 0.2em;
    color: ${colors.brandSoft};
  }

  /* Forced colours leave a colour set on an SVG as it is, however it reads on the theme: take the item's. */
  @media (forced-colors: active) {
    svg { color: inherit; }
  }
`;

/** Short outcomes, each with a check mark; in two columns from the sm breakpoint unless it sits in a card. */
export function Checklist({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <List data-columns={columns}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </List>
  );
}
