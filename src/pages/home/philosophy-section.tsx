import { Steps } from '../../components/sections/steps';
import { Container, Eyebrow, Section, SectionHeader, SectionIntro, SectionTitle } from '../../components/ui/layout';
import type { Content as HomeContent } from '../../content/schema/home';

export function PhilosophySection({ content }: { content: HomeContent['philosophy'] }) {
  return (
    <Section $tone="tint" aria-labelledby="philosophy-title">
      <Container>
        <SectionHeader>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id="philosophy-title">{content.title}</SectionTitle>
          <SectionIntro>{content.intro}</SectionIntro>
        </SectionHeader>
        <Steps steps={content.principles} />
      </Container>
    </Section>
  );
}
