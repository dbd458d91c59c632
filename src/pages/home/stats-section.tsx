import styled from 'styled-components';
import { FigureList } from '../../components/sections/figure-list';
import { Container } from '../../components/ui/layout';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import type { Content as HomeContent } from '../../content/schema/home';
import { colors } from '../../styles/theme';

const Band = styled.section`
  padding: clamp(3rem, 6vw, 4.5rem) 0;
  background: ${colors.brand};
  color: ${colors.onBrand};
`;

export function StatsSection({ content }: { content: HomeContent['stats'] }) {
  return (
    <Band aria-labelledby="stats-title" data-surface="dark">
      <Container>
        <VisuallyHidden as="h2" id="stats-title">
          {content.title}
        </VisuallyHidden>
        <FigureList items={content.items} />
      </Container>
    </Band>
  );
}
