import styled from 'styled-components';
import { StarIcon } from '../../components/icons/star-icon';
import { BrandDisc } from '../../components/ui/brand-disc';
import { Card, CardGrid, Container, Eyebrow, Section, SectionHeader, SectionTitle } from '../../components/ui/layout';
import type { HomeContent } from '../../content/types/home';
import { colors } from '../../styles/theme';

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
  font-size: 1.0625rem;
  line-height: 1.7;
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  margin-top: auto;
`;

/** One Arabic letter (initialsOf) is set larger, to fill the disc as two Latin capitals do. */
const Initials = styled(BrandDisc)<{ $letters: number }>`
  font-size: ${({ $letters }) => ($letters === 1 ? '1.25rem' : '0.875rem')};
  font-weight: 700;
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.35;

  strong { font-weight: 700; }
  span { color: ${colors.muted}; font-size: 0.9375rem; }
`;

/**
 * 'R. A.' → 'RA', but 'م. ك.' → 'م': two Arabic letters side by side join into a word (or,
 * held apart, still read as one), so an Arabic name shows its first letter alone.
 */
const initialsOf = (name: string): string[] => {
  const letters = Array.from(name.replace(/[.\s]/g, ''));
  return /\p{Script=Arabic}/u.test(name) ? letters.slice(0, 1) : letters;
};

function ClientInitials({ name }: { name: string }) {
  const letters = initialsOf(name);
  return (
    <Initials aria-hidden="true" $letters={letters.length}>
      <bdi>{letters.join('')}</bdi>
    </Initials>
  );
}

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
                  <ClientInitials name={item.name} />
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
