import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, radii, shadow } from '../../styles/theme';

const Shell = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.85rem;
  height: 100%;
  padding: 2rem 1.75rem 1.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};

  &[data-featured] {
    border: 2px solid ${colors.brand};
    box-shadow: ${shadow.raised};
  }

  & > :last-child {
    margin-top: auto;
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
  font-size: 1.375rem;
`;

const Subtitle = styled.p`
  margin-top: -0.5rem;
  color: ${colors.muted};
  font-size: 0.9375rem;
`;

const PriceRow = styled.p`
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
