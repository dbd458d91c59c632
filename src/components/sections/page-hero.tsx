import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colors, media } from '../../styles/theme';
import { Container, Eyebrow } from '../ui/layout';

/*
 * Type leads: the inner pages open with their headline, not a drawing (the home hero and the
 * logo keep the arch; docs/decisions.md, "Images"). A page that carries only a title and a line
 * (the legal pages, thank-you, not found) takes the compact size: less air, a smaller step.
 */
const Wrap = styled.section`
  /* Room under the rule: where a tinted section follows, the rule stands clear of its edge. */
  padding: clamp(2.5rem, 7vw, 5.5rem) 0 clamp(1.25rem, 3vw, 2.5rem);
  background:
    radial-gradient(80% 70% at 100% 0%, ${colors.tintStrong} 0%, transparent 65%),
    linear-gradient(180deg, ${colors.tint} 0%, ${colors.paper} 100%);

  &[data-size='compact'] {
    padding-top: clamp(2rem, 4.5vw, 3.5rem);
  }

  /* The page's first section follows the hero closely on a phone: its full top padding read as a gap. */
  & + section {
    padding-top: clamp(1.75rem, 6vw, 4.5rem);
  }

  &[data-size='compact'] + section {
    padding-top: clamp(2rem, 4vw, 3rem);
  }
`;

/* The rule that closes the hero runs the width of the text column: a border, so a forced-colours theme keeps it. */
const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: clamp(1.5rem, 5vw, 4rem);

  &::after {
    content: '';
    grid-column: 1 / -1;
    border-top: 1px solid ${colors.line};
  }

  [data-size='compact'] > & {
    gap: clamp(1.75rem, 4vw, 2.5rem);
  }

  &[data-aside] {
    ${media.md} {
      grid-template-columns: 1.15fr 0.85fr;
    }
  }
`;

/*
 * Measures in em, not ch: a ch is the width of the face's zero, which the fallback face draws
 * narrower than the web face, so the headline and lead re-wrapped when the web face arrived (a layout
 * shift). 14em is about 20 characters of the headline's face; 41em about 56 of the lead's.
 */
const Title = styled.h1`
  max-width: 14em;
  font-size: clamp(2rem, 4.2vw + 1.1rem, 4.5rem);
  line-height: 1.05;
  letter-spacing: -0.035em;

  html[lang='ar'] & {
    line-height: 1.4;
  }

  [data-size='compact'] & {
    font-size: clamp(2rem, 2.4vw + 1.3rem, 3rem);
    line-height: 1.1;
  }

  html[lang='ar'] [data-size='compact'] & {
    line-height: 1.45;
  }
`;

const Subtitle = styled.p`
  margin-top: 0.75rem;
  color: ${colors.brand};
  font-size: 1.125rem;
  font-weight: 700;
`;

const Lead = styled.p`
  max-width: 41em;
  margin-top: clamp(1.25rem, 2.5vw, 1.75rem);
  color: ${colors.muted};
  font-size: clamp(1.0625rem, 0.6vw + 0.95rem, 1.3125rem);

  [data-size='compact'] & {
    margin-top: 1rem;
    font-size: clamp(1.0625rem, 2vw, 1.1875rem);
  }
`;

/** Buttons under the lead: full width on phones, side by side from the sm breakpoint. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 2rem;

  & > a { flex: 1 1 auto; }

  ${media.sm} {
    & > a { flex: 0 0 auto; }
  }
`;

interface PageHeroProps {
  /** Above the title: what kind of page it is. */
  eyebrow?: string;
  title: string;
  /** A line under the title, e.g. a person's role. */
  subtitle?: string;
  lead: string;
  /** Above the eyebrow: breadcrumbs on nested pages. */
  before?: ReactNode;
  /** Below the lead: buttons and facts. */
  children?: ReactNode;
  /** Beside the text from the md breakpoint: a portrait or other content of the page's own. */
  aside?: ReactNode;
  /** `compact` for a page that carries only a title and a line: less air, a smaller headline. */
  size?: 'compact';
}

/** The opening band of every inner page: one h1, one lead, the page's first action, and a rule under them. */
export function PageHero({ eyebrow, title, subtitle, lead, before, children, aside, size }: PageHeroProps) {
  return (
    <Wrap aria-labelledby="page-title" data-size={size}>
      <Grid data-aside={aside ? '' : undefined}>
        <div>
          {before}
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Title id="page-title">{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          <Lead>{lead}</Lead>
          {children}
        </div>
        {aside}
      </Grid>
    </Wrap>
  );
}
