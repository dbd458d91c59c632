import styled from 'styled-components';
import { Container, Eyebrow, Section, SectionHeader, SectionIntro, SectionTitle } from '../../components/ui/layout';
import type { HomeContent } from '../../content/types/home';
import { stepNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { colors, media } from '../../styles/theme';

const List = styled.ol`
  list-style: none;
  display: grid;
  gap: 2rem;
  counter-reset: none;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: 2.5rem;
  }
`;

const Step = styled.li`
  padding-top: 1.5rem;
  border-top: 2px solid ${colors.brand};
`;

const Number = styled.span`
  display: block;
  margin-bottom: 0.75rem;
  color: ${colors.brandSoft};
  font-size: 0.9375rem;
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const StepTitle = styled.h3`
  font-size: 1.25rem;
`;

const StepText = styled.p`
  margin-top: 0.6rem;
  color: ${colors.muted};
`;

export function PhilosophySection({ content }: { content: HomeContent['philosophy'] }) {
  const { locale } = useLocale();
  return (
    <Section $tone="tint" aria-labelledby="philosophy-title">
      <Container>
        <SectionHeader>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id="philosophy-title">{content.title}</SectionTitle>
          <SectionIntro>{content.intro}</SectionIntro>
        </SectionHeader>
        <List>
          {content.principles.map((principle, i) => (
            <Step key={principle.title}>
              <Number aria-hidden="true">{stepNumber(i, locale)}</Number>
              <StepTitle>{principle.title}</StepTitle>
              <StepText>{principle.description}</StepText>
            </Step>
          ))}
        </List>
      </Container>
    </Section>
  );
}
