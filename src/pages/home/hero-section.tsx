import styled from 'styled-components';
import heroArt from '../../assets/generated/hero-art.svg';
import { ButtonLink } from '../../components/ui/button';
import { Container, Eyebrow } from '../../components/ui/layout';
import { site } from '../../config/site';
import type { Content as HomeContent } from '../../content/schema/home';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media } from '../../styles/theme';
import { mirroredInArabic } from '../../styles/mirror';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  padding: clamp(3rem, 8vw, 6rem) 0 clamp(2rem, 8vw - 1rem, 6rem);
  background:
    radial-gradient(90% 70% at 100% 0%, ${colors.tintStrong} 0%, transparent 65%),
    linear-gradient(180deg, ${colors.tint} 0%, ${colors.paper} 100%);

  /* The hero fades into the page with no edge, so its padding and the next section's read as one
     gap under the drawing: the first section follows as closely as on an inner page (page-hero.tsx). */
  & + section {
    padding-top: clamp(2.5rem, 9vw - 1rem, 7rem);
  }
`;

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: clamp(2rem, 5vw, 4rem);

  ${media.md} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 6.2vw, 4rem);
  line-height: 1.08;
  letter-spacing: -0.03em;
  color: ${colors.ink};

  html[lang='ar'] & {
    line-height: 1.35;
  }
`;

const Lead = styled.p`
  margin-top: 1.5rem;
  max-width: 52ch;
  color: ${colors.muted};
  font-size: clamp(1.0625rem, 2vw, 1.25rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2.25rem;

  & > a {
    flex: 1 1 auto;
  }

  ${media.sm} {
    & > a { flex: 0 0 auto; }
  }
`;

/* On phones the artwork stays smaller than the headline: the words are what a visitor came for. */
const Art = styled.img`
  width: 100%;
  height: auto;
  max-width: 240px;
  margin-inline: auto;

  ${media.sm} {
    max-width: 420px;
  }
  ${media.md} {
    max-width: 560px;
  }

  /* The path in the artwork climbs the way the page reads. */
  ${mirroredInArabic()}
`;

export function HeroSection({ content }: { content: HomeContent['hero'] }) {
  const { locale } = useLocale();
  return (
    <Wrap aria-labelledby="hero-title">
      <Grid>
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <Title id="hero-title">{content.title}</Title>
          <Lead>{content.lead}</Lead>
          <Actions>
            <ButtonLink href={site.scheduling.discovery} external arrow>
              {content.primaryCta}
            </ButtonLink>
            <ButtonLink href={pathFor('services', locale)} variant="outline">
              {content.secondaryCta}
            </ButtonLink>
          </Actions>
        </div>
        <Art src={heroArt} width={640} height={560} alt={content.artAlt} fetchPriority="high" />
      </Grid>
    </Wrap>
  );
}
