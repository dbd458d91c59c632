import styled from 'styled-components';
import { PageMeta } from '../../components/seo/page-meta';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import type { ThankYouContent } from '../../content/types/thank-you';
import { pathFor } from '../../routes/paths';
import type { PageProps } from '../../routes/page-types';
import { colors } from '../../styles/theme';

const Wrap = styled.section`
  padding: clamp(4rem, 12vw, 8rem) 0;
  background: radial-gradient(110% 80% at 0% 0%, ${colors.tint} 0%, ${colors.paper} 60%);
  text-align: center;
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  height: 4.5rem;
  margin-bottom: 1.75rem;
  border-radius: 50%;
  background: ${colors.brand};
  color: ${colors.onBrand};

  svg { width: 2rem; height: 2rem; }
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 3.5rem);
`;

const Body = styled.p`
  max-width: 44ch;
  margin: 1.25rem auto 0.5rem;
  font-size: 1.1875rem;
`;

const Next = styled.p`
  color: ${colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 2.25rem;
`;

export default function ThankYouPage(props: PageProps<ThankYouContent>) {
  const { content, locale } = props;
  return (
    <Wrap>
      <PageMeta meta={content.meta} page={props} />
      <Container>
        <Check aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </Check>
        <Title>{content.title}</Title>
        <Body>{content.body}</Body>
        <Next>{content.next}</Next>
        <Actions>
          <ButtonLink href={pathFor('home', locale)}>{content.homeLink}</ButtonLink>
          <ButtonLink href={pathFor('services', locale)} variant="outline" arrow>
            {content.servicesLink}
          </ButtonLink>
        </Actions>
      </Container>
    </Wrap>
  );
}
