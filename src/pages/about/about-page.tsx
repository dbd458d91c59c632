import styled from 'styled-components';
import { FigureList } from '../../components/sections/figure-list';
import { ItemCards } from '../../components/sections/item-cards';
import { PageHero } from '../../components/sections/page-hero';
import { HeadedSection } from '../../components/sections/section-head';
import { StoryParagraphs } from '../../components/sections/story-paragraphs';
import { PageMeta } from '../../components/seo/page-meta';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Container, Eyebrow, Section, SectionTitle } from '../../components/ui/layout';
import { discoveryOffer } from '../../config/pricing';
import type { Content as AboutContent } from '../../content/schema/about';
import type { PageProps } from '../../routes/page-types';
import { colors, media, radii } from '../../styles/theme';
import { MethodologySection } from './methodology-section';

const StoryGrid = styled(Container)`
  display: grid;
  gap: clamp(2.5rem, 5vw, 4rem);

  ${media.md} {
    grid-template-columns: 1fr 1.2fr;
  }
`;

/* The four figures make one row under the story on wide screens (two by
   two on phones), so none is left alone on a line. */
const Figures = styled.div`
  margin-top: clamp(3rem, 6vw, 4.5rem);
  padding-top: clamp(2.5rem, 5vw, 3.5rem);
  border-top: 1px solid ${colors.line};
`;

const Purpose = styled.div`
  display: grid;
  gap: 1.25rem;

  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PurposeCard = styled.article`
  padding: clamp(2rem, 4vw, 2.75rem);
  border-radius: ${radii.lg};
  background: ${colors.paper};
  border: 1px solid ${colors.line};

  &:first-child {
    background: ${colors.brand};
    border-color: ${colors.brand};
    color: ${colors.onBrand};
  }

  h2 { font-size: 1.5rem; }
  p { margin-top: 0.85rem; font-size: 1.125rem; }
`;

export default function AboutPage(props: PageProps<AboutContent>) {
  const { content } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} trail={['home']} />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} lead={content.hero.lead} />

      <Section aria-labelledby="story-title">
        <StoryGrid>
          <div>
            <Eyebrow>{content.story.eyebrow}</Eyebrow>
            <SectionTitle id="story-title">{content.story.title}</SectionTitle>
          </div>
          <StoryParagraphs paragraphs={content.story.paragraphs} />
        </StoryGrid>
        <Container>
          <Figures>
            <FigureList items={content.story.figures} />
          </Figures>
        </Container>
      </Section>

      <Section $tone="tint" aria-label={`${content.vision.title} · ${content.mission.title}`}>
        <Container>
          <Purpose>
            <PurposeCard data-surface="dark">
              <h2>{content.vision.title}</h2>
              <p>{content.vision.body}</p>
            </PurposeCard>
            <PurposeCard>
              <h2>{content.mission.title}</h2>
              <p>{content.mission.body}</p>
            </PurposeCard>
          </Purpose>
        </Container>
      </Section>

      <HeadedSection heading={content.values} titleId="values-title">
        <ItemCards items={content.values.items} />
      </HeadedSection>

      <MethodologySection content={content.methodology} />

      <ClosingCta {...content.closing} href={discoveryOffer.schedulingUrl} external />
    </>
  );
}
