import { useEffect } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../components/seo/page-meta';
import type { NotFoundContent } from '../../content/types/not-found';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { pathFor } from '../../routes/paths';
import { colors } from '../../styles/theme';

const Wrap = styled.section`
  padding: clamp(4rem, 12vw, 8rem) 0;
  background: radial-gradient(120% 80% at 100% 0%, ${colors.tint} 0%, ${colors.paper} 60%);
  text-align: center;
`;

const Code = styled.p`
  color: ${colors.brandSoft};
  font-size: clamp(4rem, 16vw, 7.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
`;

const Title = styled.h1`
  margin-top: 1rem;
  font-size: clamp(1.75rem, 5vw, 2.5rem);
`;

const Body = styled.p`
  max-width: 46ch;
  margin: 1rem auto 2rem;
  color: ${colors.muted};
  font-size: 1.125rem;
`;

/** Shown for any path no route answers; the static host sends it with a 404 status. */
export function NotFoundPage({ path, content }: { path: string; content: NotFoundContent }) {
  const { locale } = useLocale();

  useEffect(() => {
    // The owner asked for missed paths in the console, to spot broken inbound links.
    console.info(`Page not found: ${path}`);
  }, [path]);

  return (
    <Wrap>
      <PageMeta meta={content.meta} />
      <Container>
        <Code aria-hidden="true">{formatNumber(404, locale)}</Code>
        <Title>{content.title}</Title>
        <Body>{content.body}</Body>
        <ButtonLink href={pathFor('home', locale)} arrow>
          {content.returnHome}
        </ButtonLink>
      </Container>
    </Wrap>
  );
}
