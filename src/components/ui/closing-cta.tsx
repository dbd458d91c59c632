import styled from 'styled-components';
import { ButtonLink } from './button';
import { Container } from './layout';
import { colors } from '../../styles/theme';

const Band = styled.section`
  padding: clamp(4rem, 9vw, 6.5rem) 0;
  background:
    radial-gradient(60% 120% at 100% 100%, ${colors.brandSoft} 0%, transparent 60%),
    ${colors.brand};
  color: ${colors.onBrand};
  text-align: center;
`;

const Title = styled.h2`
  font-size: clamp(2rem, 5vw, 3rem);
`;

const Body = styled.p`
  max-width: 56ch;
  margin: 1.25rem auto 2.25rem;
  color: ${colors.onBrandMuted};
  font-size: 1.125rem;
`;

interface ClosingCtaProps {
  title: string;
  body: string;
  cta: string;
  href: string;
  external?: boolean;
}

/** The dark band that ends most pages with one clear next step. */
export function ClosingCta({ title, body, cta, href, external }: ClosingCtaProps) {
  return (
    <Band aria-labelledby="closing-title" data-surface="dark">
      <Container>
        <Title id="closing-title">{title}</Title>
        <Body>{body}</Body>
        <ButtonLink href={href} variant="accent" external={external} arrow>
          {cta}
        </ButtonLink>
      </Container>
    </Band>
  );
}
