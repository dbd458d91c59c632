import styled from 'styled-components';
import { founderImage } from '../../assets/generated/founder-image';
import { founderImageKind } from '../../assets/generated/founder-image-kind';
import { Checklist } from '../../components/sections/checklist';
import { NextLinks } from '../../components/sections/next-links';
import { HeroActions, PageHero } from '../../components/sections/page-hero';
import { HeadedSection } from '../../components/sections/section-head';
import { StoryParagraphs } from '../../components/sections/story-paragraphs';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { ClosingCta } from '../../components/ui/closing-cta';
import { Container, Eyebrow, Section, SectionTitle } from '../../components/ui/layout';
import { FounderPicture } from '../../components/ui/founder-picture';
import { discoveryOffer } from '../../config/pricing';
import type { Content as FounderContent } from '../../content/schema/founder';
import type { PageProps } from '../../routes/page-types';
import { pathFor } from '../../routes/paths';
import { quoteFace } from '../../styles/quote-face';
import { colors, media, radii, shadow } from '../../styles/theme';

const Portrait = styled(FounderPicture)`
  width: 100%;
  max-width: 420px;
  height: auto;
  margin-inline: auto;
  border-radius: ${radii.lg};
  box-shadow: ${shadow.raised};
`;

/*
 * Her heading and her words side by side, the story under both in two balanced columns from the
 * md breakpoint: beside a longer story, a heading and a quote alone left their column empty.
 */
const columnGap = 'clamp(2rem, 5vw, 4rem)';

const StoryGrid = styled(Container)`
  display: grid;
  gap: clamp(2rem, 4vw, 3rem) ${columnGap};

  /* Two equal columns, as the story's: the quote's edge is the second column's. */
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: 1.25rem;
  border-left: 4px solid ${colors.accent};
  ${quoteFace}
  font-size: clamp(1.25rem, 2.6vw, 1.5rem);
  line-height: 1.5;
`;

/*
 * Without her photograph the hero leads with type: her name, her role and her own words, set large
 * beside them, rather than a drawing standing in for a portrait. The quote then opens the page
 * and is not repeated by the story.
 */
const HeroQuote = styled.p`
  margin: 0;
  padding-left: clamp(1.25rem, 3vw, 2rem);
  border-left: 4px solid ${colors.accent};
  color: ${colors.brandStrong};
  /* The page's own sans, not the quotes' serif: that face is fetched once a quote nears the view, and this is the first view. */
  font-size: clamp(1.375rem, 1.6vw + 0.9rem, 2rem);
  font-weight: 500;
  line-height: 1.4;
  letter-spacing: -0.01em;
  text-wrap: balance;

  html[lang='ar'] & { letter-spacing: 0; line-height: 1.7; }

  ${media.md} {
    align-self: center;
  }
`;

const hasPhoto = founderImageKind === 'photo';

/* One flow in two columns: the paragraphs break where the columns balance, none left short. */
const Story = styled(StoryParagraphs)`
  ${media.md} {
    grid-column: 1 / -1;
    display: block;
    columns: 2;
    column-gap: ${columnGap};

    p + p {
      margin-top: 1.1rem;
    }
  }
`;

const Cards = styled.div`
  display: grid;
  gap: 1.25rem;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const ExpertiseCard = styled.article`
  padding: 2rem 1.75rem;
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};

  h3 {
    margin-bottom: 1.25rem;
    font-size: 1.25rem;
  }
`;

/* A short block of links: less air than a chapter of the page. */
const NextSection = styled(Section)`
  padding-block: clamp(3.5rem, 7vw, 5rem);
`;

const NextTitle = styled(SectionTitle)`
  margin-bottom: clamp(1.5rem, 3vw, 2rem);
`;

export default function FounderPage(props: PageProps<FounderContent>) {
  const { content, locale } = props;
  const { hero, expertise } = content;
  const cards = [expertise.keyAreas, expertise.credentials, expertise.sectors];
  return (
    <>
      <PageMeta
        meta={content.meta}
        page={props}
        trail={['home']}
        subjects={[
          {
            type: 'person',
            jobTitle: hero.role,
            description: content.meta.description,
            ...(founderImageKind === 'photo' ? { image: founderImage[locale].src } : {}),
            knowsAbout: expertise.keyAreas.items,
          },
        ]}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.role}
        lead={hero.lead}
        aside={
          hasPhoto ? (
            <Portrait alt={hero.portraitAlt} priority />
          ) : (
            <HeroQuote data-pull-quote="">{content.quote}</HeroQuote>
          )
        }
      >
        <HeroActions>
          <ButtonLink href={discoveryOffer.schedulingUrl} external arrow>
            {hero.cta}
          </ButtonLink>
        </HeroActions>
      </PageHero>

      <Section aria-labelledby="story-title">
        <StoryGrid>
          <div>
            <Eyebrow>{content.story.eyebrow}</Eyebrow>
            <SectionTitle id="story-title">{content.story.title}</SectionTitle>
          </div>
          {hasPhoto && (
            <Quote>
              <p>{content.quote}</p>
            </Quote>
          )}
          <Story paragraphs={content.story.paragraphs} />
        </StoryGrid>
      </Section>

      <HeadedSection $tone="tint" heading={expertise} titleId="expertise-title">
        <Cards>
          {cards.map((card) => (
            <ExpertiseCard key={card.title}>
              <h3>{card.title}</h3>
              <Checklist items={card.items} columns={1} />
            </ExpertiseCard>
          ))}
        </Cards>
      </HeadedSection>

      <NextSection aria-labelledby="next-title">
        <Container>
          <NextTitle id="next-title">{content.next.title}</NextTitle>
          <NextLinks
            columns={3}
            links={content.next.items.map(({ page, label, description }) => ({ href: pathFor(page, locale), label, description }))}
          />
        </Container>
      </NextSection>

      <ClosingCta {...content.closing} href={discoveryOffer.schedulingUrl} external />
    </>
  );
}
