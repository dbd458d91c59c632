import styled from 'styled-components';
import type { Testimonial } from '../../content/types/common';
import { colors, radii } from '../../styles/theme';

const Figure = styled.figure`
  position: relative;
  max-width: 52rem;
  margin: 0 auto;
  padding: 4rem clamp(1.5rem, 5vw, 3rem) clamp(2rem, 5vw, 3rem);
  border-radius: ${radii.lg};
  background: ${colors.paper};
  border: 1px solid ${colors.line};

  /* The opening mark sits above the words, in the page's own direction. */
  &::before {
    content: '“';
    position: absolute;
    top: 0.75rem;
    left: clamp(1.5rem, 5vw, 3rem);
    color: ${colors.accent};
    font-size: 4.5rem;
    line-height: 1;
  }

  html[lang='ar'] &::before {
    content: '”';
  }

  /*
   * Forced colours paint a backplate behind the mark's whole box, which reaches into the first
   * line and hid its first word. The mark is decoration (the blockquote says what this is): drop it.
   */
  @media (forced-colors: active) {
    &::before { display: none; }
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: clamp(1.125rem, 2.4vw, 1.375rem);
  line-height: 1.6;
`;

const Caption = styled.figcaption`
  margin-top: 1.5rem;
  color: ${colors.muted};

  strong {
    color: ${colors.ink};
    font-weight: 700;
  }
`;

/** One client's words, initials and role. */
export function QuoteCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Figure>
      <Quote>
        <p>{testimonial.content}</p>
      </Quote>
      <Caption>
        <strong>
          <bdi>{testimonial.name}</bdi>
        </strong>
        {` · ${testimonial.role}`}
      </Caption>
    </Figure>
  );
}
