import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, radii, shadow } from '../../styles/theme';

/** The rows every offer card has, top to bottom: title, subtitle, price, description, action. */
const OFFER_CARD_ROWS = 5;

/**
 * The rows of cards set side by side, shared: a card (or the list item holding it) takes its rows
 * from the grid it sits in (CSS subgrid), so a title on two lines pushes every card's price row,
 * rule and button down alike rather than leaving its own card out of line.
 */
export const offerCardRows = `display:grid;grid-row:span ${OFFER_CARD_ROWS};grid-template-rows:subgrid;row-gap:0.85rem;`;

const Shell = styled.article`
  position: relative;
  ${offerCardRows}
  padding: 2rem 1.75rem 1.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};

  /* The featured card's thicker edge is drawn outside its border: its rows stay level with the others'. */
  &[data-featured] {
    border-color: ${colors.brand};
    box-shadow: 0 0 0 1px ${colors.brand}, ${shadow.raised};
  }

  & > :last-child {
    align-self: end;
    padding-top: 0.75rem;
  }
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  right: 1.5rem;
  transform: translateY(-50%);
  padding: 0.3rem 0.85rem;
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.accentInk};
  font-size: 0.8125rem;
  font-weight: 750;
`;

const Title = styled.h3`
  align-self: end;
  font-size: 1.375rem;
`;

const Subtitle = styled.p`
  margin-top: -0.5rem;
  align-self: start;
  color: ${colors.muted};
  font-size: 0.9375rem;
`;

const PriceRow = styled.p`
  align-self: start;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${colors.line};
  border-bottom: 1px solid ${colors.line};
  color: ${colors.brand};

  small {
    color: ${colors.muted};
    font-size: 0.9375rem;
    font-weight: 500;
  }

  /* The session's length and the tax, on a line of their own under the amount. */
  [data-note] {
    flex-basis: 100%;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
`;

const Description = styled.p`
  color: ${colors.muted};
`;

interface OfferCardProps {
  title: string;
  subtitle: string;
  /** The price line: an amount with its unit, or the discovery session's price text. */
  price: ReactNode;
  /** A line under the price: what the amount buys and whether tax is in it. */
  note?: string;
  description: string;
  action: ReactNode;
  /** A badge such as 'Most Popular'; the card is drawn raised. */
  badge?: string;
}

/** The frame every offer card shares; the paid and discovery cards fill it. */
export function OfferCard({ title, subtitle, price, note, description, action, badge }: OfferCardProps) {
  return (
    <Shell data-featured={badge ? '' : undefined}>
      {badge && <Badge>{badge}</Badge>}
      <Title>{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
      <PriceRow>
        {price}
        {note && <span data-note="">{note}</span>}
      </PriceRow>
      <Description>{description}</Description>
      <div>{action}</div>
    </Shell>
  );
}
