import styled from 'styled-components';
import type { FaqItem } from '../../content/schema/fields';
import { colors, radii } from '../../styles/theme';
import { PlusIcon } from '../icons/content-icons';

const List = styled.div`
  display: grid;
  gap: 0.75rem;
  max-width: 52rem;
`;

const Question = styled.details`
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.paper};

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 44px;
    padding: 1.1rem 1.25rem;
    font-size: 1.0625rem;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker { display: none; }

  summary svg {
    color: ${colors.brand};
    transition: transform 0.2s ease;
  }
  &[open] summary svg { transform: rotate(45deg); }

  /*
   * Forced colours leave a colour set on an SVG as it is: the brand purple, about 1.3:1 on a black
   * theme. The icon takes its question's colour instead, which the system has set.
   */
  @media (forced-colors: active) {
    summary svg { color: inherit; }
  }

  p {
    padding: 0 1.25rem 1.25rem;
    color: ${colors.muted};
  }
`;

/** Questions that open in place: native disclosure, so they work with the keyboard and without JavaScript. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Question key={item.question}>
          <summary>
            <span>{item.question}</span>
            <PlusIcon />
          </summary>
          <p>{item.answer}</p>
        </Question>
      ))}
    </List>
  );
}
