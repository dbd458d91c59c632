import styled from 'styled-components';
import type { PageMetaContent } from '../../content/types/common';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { colors } from '../../styles/theme';
import { PageMeta } from '../seo/page-meta';
import { ButtonLink } from '../ui/button';
import { Container } from '../ui/layout';

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

interface MissingPageProps {
  meta: PageMetaContent;
  title: string;
  body: string;
  /** The way on: home, or the blog for an unknown post. */
  link: { href: string; label: string };
}

/**
 * What a visitor sees where there is nothing to show: the unknown path, the
 * unknown post. The static host answers both with 404; the prerendered
 * 404.html relies on this markup (scripts/prerender.ts).
 */
export function MissingPage({ meta, title, body, link }: MissingPageProps) {
  const { locale } = useLocale();
  return (
    <Wrap>
      <PageMeta meta={meta} />
      <Container>
        <Code aria-hidden="true">{formatNumber(404, locale)}</Code>
        <Title>{title}</Title>
        <Body>{body}</Body>
        <ButtonLink href={link.href} arrow>
          {link.label}
        </ButtonLink>
      </Container>
    </Wrap>
  );
}
