import styled from 'styled-components';
import { StarIcon } from '../../components/icons/star-icon';
import { Initials } from '../../components/ui/initials';
import { Card, CardGrid, Container, Eyebrow, Section, SectionHeader, SectionTitle } from '../../components/ui/layout';
import type { Content as HomeContent } from '../../content/schema/home';
import { colors } from '../../styles/theme';
import { quoteFace } from '../../styles/quote-face';

const Testimonial = styled(Card)`
  gap: 1.25rem;
`;

const Stars = styled.p`
  display: flex;
  gap: 0.15rem;
  color: ${colors.star};
`;

const Quote = styled.blockquote`
  margin: 0;
  ${quoteFace}
  font-size: 1.125rem;
  line-height: 1.6;

  /* Naskh reads small beside the page's Arabic sans: a step larger, with room for its marks. */
  html[lang='ar'] &:not(:lang(en)) {
    font-size: 1.25rem;
    line-height: 1.8;
  }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  margin-top: auto;
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.35;

  strong { font-weight: 700; }
  span { color: ${colors.muted}; font-size: 0.9375rem; }
`;

const Figure = styled.figure`
  display: contents;
`;

export function TestimonialsSection({ content }: { content: HomeContent['testimonials'] }) {
  return (
    <Section $tone="tint" aria-labelledby="testimonials-title">
      <Container>
        <SectionHeader>
          <Eyebrow>{content.eyebrow}</Eyebrow>
          <SectionTitle id="testimonials-title">{content.title}</SectionTitle>
        </SectionHeader>
        <CardGrid>
          {content.items.map((item) => (
            <Testimonial key={item.name}>
              {/* The spec's five stars are the cards' look, not a rating the clients gave: nothing to read out. */}
              <Stars aria-hidden="true">
                {[0, 1, 2, 3, 4].map((n) => (
                  <StarIcon key={n} />
                ))}
              </Stars>
              <Figure>
                <Quote>
                  <p>{item.content}</p>
                </Quote>
                <Caption>
                  <Initials name={item.name} />
                  <Who>
                    <strong>
                      <bdi>{item.name}</bdi>
                    </strong>
                    <span>{item.role}</span>
                  </Who>
                </Caption>
              </Figure>
            </Testimonial>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}
