import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Item } from '../../content/schema/fields';
import { stepNumber } from '../../i18n/format';
import { useLocale } from '../../content/ui/locale-context';
import { colors, media, motion, reveal, revealStaggerMs } from '../../styles/theme';
import { BrandDisc } from '../ui/brand-disc';

/*
 * Every numbered list of the site (a process, a journey, principles, what happens next) in one look:
 * a rule, the number in a disc, the title, a line of text. Beside the words on a phone and in a
 * single column; above them when the steps stand side by side.
 */
const List = styled.ol`
  list-style: none;
  display: grid;
  gap: 1.75rem 2rem;

  &[data-across] {
    ${media.md} {
      grid-template-columns: repeat(var(--md-columns), minmax(0, 1fr));
    }

    ${media.wide} {
      grid-template-columns: repeat(var(--steps), minmax(0, 1fr));
    }
  }

  /* A reveal hides a step only while the behaviour holds it back (data-shown off); the HTML shows them all.
     The steps move only as they are revealed: hidden at start-up in an instant, since a fade-out still
     in its delay when the reveal came was cancelled, not reversed, and that step appeared unanimated. */
  [data-phase='revealing'] &[data-reveal] > li {
    transition:
      opacity ${reveal.stepMs}ms ease calc(var(--i) * var(--stagger)),
      transform ${reveal.stepMs}ms ${motion.ease} calc(var(--i) * var(--stagger));
  }

  &[data-reveal] > li:not([data-shown]) {
    opacity: 0;
    transform: translateY(0.75rem);
  }
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  gap: 0 1rem;
  align-content: start;
  padding-top: 1.25rem;
  border-top: 2px solid ${colors.line};

  & > span {
    grid-row: span 2;
  }

  ${media.md} {
    [data-across] > & {
      display: block;
    }
  }
`;

const Number = styled(BrandDisc)`
  font-size: 1rem;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;

  ${media.md} {
    [data-across] & {
      margin-bottom: 1rem;
    }
  }

  /* Arabic-Indic digits are drawn smaller than Latin ones at the same size: one numeral, set large. */
  html[lang='ar'] & {
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

const Title = styled.h3`
  font-size: 1.1875rem;
`;

const Text = styled.p`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;

interface StepsProps {
  steps: readonly Item[];
  /** Side by side from the md breakpoint (four steps: two by two, then four across); `false` keeps one column. */
  across?: boolean;
  /** Drawn for a reveal behaviour to hold back and show (src/pages/about/methodology-reveal.ts). */
  reveal?: boolean;
}

/** Numbered steps in reading order, in either direction. */
export function Steps({ steps, across = true, reveal: revealed = false }: StepsProps) {
  const { locale } = useLocale();
  const style = {
    '--steps': steps.length,
    '--md-columns': steps.length === 4 ? 2 : steps.length,
    '--stagger': `${revealStaggerMs(steps.length)}ms`,
  } as CSSProperties;
  return (
    <List style={style} data-across={across ? '' : undefined} data-reveal={revealed ? '' : undefined}>
      {steps.map((step, i) => (
        <Step key={step.title} data-shown={revealed ? '' : undefined} style={revealed ? ({ '--i': i } as CSSProperties) : undefined}>
          <Number aria-hidden="true">{stepNumber(i, locale)}</Number>
          <Title>{step.title}</Title>
          <Text>{step.description}</Text>
        </Step>
      ))}
    </List>
  );
}
