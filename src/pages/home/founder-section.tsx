import styled from 'styled-components';
import { ButtonLink } from '../../components/ui/button';
import { Container, Eyebrow, Section, SectionTitle } from '../../components/ui/layout';
import { FounderPicture } from '../../components/ui/founder-picture';
import type { Content as HomeContent } from '../../content/schema/home';
import { useLocale } from '../../content/ui/locale-context';
import { pathFor } from '../../routes/paths';
import { colors, media, radii, shadow } from '../../styles/theme';

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: clamp(2rem, 6vw, 5rem);

  ${media.md} {
    grid-template-columns: 0.8fr 1.2fr;
  }
`;

const Portrait = styled(FounderPicture)`
  width: 100%;
  max-width: 420px;
  height: auto;
  border-radius: ${radii.lg};
  box-shadow: ${shadow.raised};
`;

const Body = styled.div`
  display: grid;
  gap: 1rem;
  margin: 1.5rem 0 2rem;
  color: ${colors.muted};
  font-size: 1.125rem;
  max-width: 58ch;
`;

export function FounderSection({ content }: { content: HomeContent['founder'] }) {
  const { locale } = useLocale();
  return (
    <Section aria-labelledby="founder-title">
      <Grid>
        <Portrait alt={content.portraitAlt} />
        <div>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id="founder-title">{content.title}</SectionTitle>
          <Body>
            {content.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Body>
          <ButtonLink href={pathFor('founder', locale)} variant="outline" arrow>
            {content.linkLabel}
          </ButtonLink>
        </div>
      </Grid>
    </Section>
  );
}
