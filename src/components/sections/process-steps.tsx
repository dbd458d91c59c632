import type { CSSProperties } from 'react';
import styled from 'styled-components';
import type { Item } from '../../content/types/common';
import { stepNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { colors, media } from '../../styles/theme';

const StepList = styled.ol`
  list-style: none;
  display: grid;
  gap: 2rem;

  ${media.md} {
    grid-template-columns: repeat(var(--steps), 1fr);
    gap: 2rem;
  }
`;

/* On a phone the number sits beside the step's words; from md, above them. */
export const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 1rem;
  align-content: start;
  padding-top: 1.25rem;
  border-top: 2px solid ${colors.line};

  & > span { grid-row: span 2; }

  ${media.md} {
    display: block;
  }
`;

export const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: 1rem;
  border-radius: 50%;
  background: ${colors.brand};
  color: ${colors.onBrand};
  font-size: 1rem;
  font-weight: 800;
  line-height: 1;
  font-variant-numeric: tabular-nums;

  /* Arabic-Indic digits are drawn smaller than Latin ones at the same size: one numeral, set large. */
  html[lang='ar'] & {
    font-size: 1.375rem;
    font-weight: 700;
  }
`;

export const StepTitle = styled.h3`
  font-size: 1.1875rem;
`;

export const StepText = styled.p`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;

/** Numbered steps side by side from the md breakpoint, in reading order in either direction. */
export function ProcessSteps({ steps }: { steps: Item[] }) {
  const { locale } = useLocale();
  return (
    <StepList style={{ '--steps': steps.length } as CSSProperties}>
      {steps.map((step, i) => (
        <Step key={step.title}>
          <StepNumber aria-hidden="true">{stepNumber(i, locale)}</StepNumber>
          <StepTitle>{step.title}</StepTitle>
          <StepText>{step.description}</StepText>
        </Step>
      ))}
    </StepList>
  );
}
