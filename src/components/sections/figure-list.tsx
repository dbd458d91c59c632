import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Stat } from '../../content/types/common';
import { directionOf } from '../../i18n/locale';
import { formatFigure } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { colors, media } from '../../styles/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 2rem 1.5rem;
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(var(--count), 1fr);
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.35rem;
  padding-left: 1.25rem;
  border-left: 2px solid ${colors.accent};
`;

const Figure = styled.dd`
  margin: 0;
  color: ${colors.brand};
  font-size: clamp(2.25rem, 5vw, 3.25rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;

  [data-surface='dark'] & {
    color: ${colors.onBrand};
  }
`;

const Label = styled.dt`
  color: ${colors.muted};
  font-size: 0.9375rem;

  [data-surface='dark'] & {
    color: ${colors.onBrandMuted};
  }
`;

/**
 * Figures with their labels. Each figure is isolated in the page's own
 * direction, so in Arabic the + and ٪ signs follow the number in reading
 * order: to its left on screen.
 */
export function FigureList({ items }: { items: Stat[] }) {
  const { locale } = useLocale();
  return (
    <List style={{ '--count': items.length } as CSSProperties}>
      {items.map((stat) => (
        <Item key={stat.label}>
          <Label>{stat.label}</Label>
          <Figure>
            <bdi dir={directionOf(locale)}>{formatFigure(stat.value, stat.suffix, locale)}</bdi>
          </Figure>
        </Item>
      ))}
    </List>
  );
}
