import styled from 'styled-components';
import type { SectionHeading, Testimonial } from '../../content/schema/fields';
import { colors } from '../../styles/theme';
import { quoteFace } from '../../styles/quote-face';
import { Container, Section } from '../ui/layout';

const Band = styled(Section)`
  padding-top: clamp(3.5rem, 7vw, 5.5rem);
  padding-bottom: clamp(3.5rem, 7vw, 5.5rem);
`;

/* Mark, label, words and name on one edge, the page's text edge: nothing hangs or indents, at any width. */
const Layout = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.25rem;
  max-width: 50rem;

  &::before {
    content: '“';
    height: 2.75rem;
    color: ${colors.accent};
    font-size: 4.5rem;
    font-weight: 800;
    line-height: 1;
  }

  html[lang='ar'] &::before {
    content: '”';
  }

  /* Forced colours paint a backplate behind the mark: it is decoration (the blockquote says what this is), so drop it. */
  @media (forced-colors: active) {
    &::before { display: none; }
  }

  figure { margin: 0; }
`;

const Label = styled.h2`
  color: ${colors.accent};
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Quote = styled.blockquote`
  margin: 0.75rem 0 0;
  text-wrap: pretty;
  max-width: 46ch;
  ${quoteFace}
  font-size: clamp(1.375rem, 3vw, 2rem);
  line-height: 1.45;

  html[lang='ar'] & {
    line-height: 1.75;
  }
`;

const Caption = styled.p`
  margin-top: 1.5rem;
  color: ${colors.onBrandMuted};

  strong {
    color: ${colors.onBrand};
    font-weight: 700;
  }
`;

interface QuoteBandProps {
  heading: SectionHeading;
  titleId: string;
  testimonial: Testimonial;
  id?: string;
}

/** One client's words across the page, on the brand colour: the heading is a label above them. */
export function QuoteBand({ heading, titleId, testimonial, id }: QuoteBandProps) {
  return (
    <Band $tone="brand" data-surface="dark" aria-labelledby={titleId} id={id} data-kind="testimonial">
      <Container>
        <Layout>
          <Label id={titleId}>{heading.title}</Label>
          <figure>
            <Quote>
              <p>{testimonial.content}</p>
            </Quote>
            <Caption as="figcaption">
              <strong>
                <bdi>{testimonial.name}</bdi>
              </strong>
              {` · ${testimonial.role}`}
            </Caption>
          </figure>
        </Layout>
      </Container>
    </Band>
  );
}
