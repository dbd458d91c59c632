import styled from 'styled-components';
import { PAGE_ART_HEIGHT, PAGE_ART_WIDTH, pageArt } from '../../assets/generated/page-art';
import { Steps } from '../../components/sections/steps';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import type { ThankYouContent } from '../../content/types/thank-you';
import { pathFor } from '../../routes/paths';
import type { PageProps } from '../../routes/page-types';
import { colors, media, radii, shadow } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';

const Wrap = styled.section`
  padding: clamp(3.5rem, 10vw, 7rem) 0;
  background: radial-gradient(110% 80% at 0% 0%, ${colors.tint} 0%, ${colors.paper} 60%);
`;

/* The message and its way on at the start, what happens next beside it. */
const Grid = styled(Container)`
  display: grid;
  align-items: start;
  gap: clamp(3rem, 6vw, 4rem) clamp(3rem, 8vw, 7rem);

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/*
 * The page's drawing above its words: the road arrived at a lit door (scripts/artwork/page-art.tsx).
 * Small on a phone, so the message stays in the first screen. Decorative: the h1 says it.
 */
const Art = styled.img`
  display: block;
  width: 100%;
  max-width: 220px;
  height: auto;
  margin-bottom: 1.25rem;
  margin-inline-start: -4%;

  ${media.md} {
    max-width: 300px;
  }

  /* The road arrives the way the page reads (docs/decisions.md, "Images"). */
  ${mirroredInArabic()}
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 3.5rem);
`;

const Body = styled.p`
  max-width: 36ch;
  margin-top: 1rem;
  font-size: 1.1875rem;
`;

const Next = styled.p`
  margin-top: 2rem;
  color: ${colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const NextSteps = styled.section`
  padding: clamp(1.75rem, 4vw, 2.5rem);
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};

  h2 {
    margin-bottom: 1.5rem;
    font-size: clamp(1.25rem, 2.6vw, 1.5rem);
  }
`;

export default function ThankYouPage(props: PageProps<ThankYouContent>) {
  const { content, locale } = props;
  return (
    <Wrap>
      <PageMeta meta={content.meta} page={props} />
      <Grid>
        <div>
          <Art src={pageArt.thankYou} width={PAGE_ART_WIDTH} height={PAGE_ART_HEIGHT} alt="" decoding="async" />
          <Title>{content.title}</Title>
          <Body>{content.body}</Body>
          <Next>{content.next}</Next>
          <Actions>
            <ButtonLink href={pathFor('home', locale)}>{content.homeLink}</ButtonLink>
            <ButtonLink href={pathFor('services', locale)} variant="outline" arrow>
              {content.servicesLink}
            </ButtonLink>
          </Actions>
        </div>
        <NextSteps aria-labelledby="next-steps-title">
          <h2 id="next-steps-title">{content.steps.title}</h2>
          <Steps steps={content.steps.items} across={false} />
        </NextSteps>
      </Grid>
    </Wrap>
  );
}
