import styled from 'styled-components';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { Container } from '../../components/ui/layout';
import type { HomeContent } from '../../content/types/home';
import { formatFigure } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { colors, media } from '../../styles/theme';

const Band = styled.section`
  padding: clamp(3rem, 6vw, 4.5rem) 0;
  background: ${colors.brand};
  color: ${colors.onBrand};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 2rem 1.5rem;
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
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
  font-size: clamp(2.25rem, 5vw, 3.25rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.03em;
`;

const Label = styled.dt`
  color: ${colors.onBrandMuted};
  font-size: 0.9375rem;
`;

export function StatsSection({ content }: { content: HomeContent['stats'] }) {
  const { locale } = useLocale();
  return (
    <Band aria-labelledby="stats-title" data-surface="dark">
      <Container>
        <VisuallyHidden as="h2" id="stats-title">
          {content.title}
        </VisuallyHidden>
        <List>
          {content.items.map((stat) => (
            <Item key={stat.label}>
              <Label>{stat.label}</Label>
              <Figure>
                <bdi>{formatFigure(stat.value, stat.suffix, locale)}</bdi>
              </Figure>
            </Item>
          ))}
        </List>
      </Container>
    </Band>
  );
}
