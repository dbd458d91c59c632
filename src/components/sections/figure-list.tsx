import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Stat } from '../../content/schema/fields';
import { directionOf } from '../../i18n/locale';
import { formatFigure } from '../../i18n/format';
import { useLocale } from '../../content/ui/locale-context';
import { colors, media } from '../../styles/theme';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2.25rem 2rem;
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(var(--count), minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  /* The label comes first in the source (dt before dd) but sits under its
     figure; flex-end is the top in a reversed column, so figures in a row
     line up whatever their labels' length. */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.5rem;
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
