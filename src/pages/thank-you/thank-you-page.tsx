import styled from 'styled-components';
import { PageHero } from '../../components/sections/page-hero';
import { Steps } from '../../components/sections/steps';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Container, Section, SectionHeader, SectionTitle } from '../../components/ui/layout';
import type { Content as ThankYouContent } from '../../content/schema/thank-you';
import { pathFor } from '../../routes/paths';
import type { PageProps } from '../../routes/page-types';
import { colors } from '../../styles/theme';

/* After the steps, the way on: a line and two links, less air than a chapter of the page. */
const WayOn = styled.div`
  margin-top: clamp(2.5rem, 5vw, 3.5rem);
  padding-top: clamp(1.75rem, 4vw, 2.5rem);
  border-top: 1px solid ${colors.line};

  p { color: ${colors.muted}; }
`;

/* Smaller than a chapter's heading: under a compact h1, the next steps are the page's second thought. */
const StepsTitle = styled(SectionTitle)`
  font-size: clamp(1.375rem, 2.6vw, 1.75rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** Where the contact form lands: the message says it arrived, the steps say what comes next. */
export default function ThankYouPage(props: PageProps<ThankYouContent>) {
  const { content, locale } = props;
  return (
    <>
      <PageMeta meta={content.meta} page={props} />
      <PageHero title={content.title} lead={content.body} size="compact" />
      <Section aria-labelledby="next-steps-title">
        <Container>
          <SectionHeader>
            <StepsTitle id="next-steps-title">{content.steps.title}</StepsTitle>
          </SectionHeader>
          <Steps steps={content.steps.items} />
          <WayOn>
            <p>{content.next}</p>
            <Actions>
              <ButtonLink href={pathFor('home', locale)}>{content.homeLink}</ButtonLink>
              <ButtonLink href={pathFor('services', locale)} variant="outline" arrow>
                {content.servicesLink}
              </ButtonLink>
            </Actions>
          </WayOn>
        </Container>
      </Section>
    </>
  );
}
