import { useRef } from 'react';
import styled from 'styled-components';
import { StepNumber, StepText, StepTitle } from '../../components/sections/process-steps';
import { HeadedSection } from '../../components/sections/section-head';
import type { AboutContent } from '../../content/types/about';
import { stepNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { behaviorProps, useBehavior } from '../../components/behaviors/behavior';
import { colors, media, motion, radii } from '../../styles/theme';
import { methodologyReveal } from './methodology-reveal';

const Track = styled.div`
  height: 4px;
  margin-bottom: 2.5rem;
  border-radius: ${radii.pill};
  background: ${colors.line};
  overflow: hidden;
`;

/* A block in a right-to-left page starts at the right: the bar fills the way the page reads. */
const Fill = styled.div`
  width: 0;
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, ${colors.brand}, ${colors.brandSoft});
  transition: width 1.2s ${motion.ease};

  &[data-filled='true'] { width: 100%; }
`;

const Steps = styled.ol`
  list-style: none;
  display: grid;
  gap: 2rem;

  ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  ${media.wide} { grid-template-columns: repeat(4, 1fr); }
`;

const Step = styled.li`
  opacity: 0;
  transform: translateY(1rem);
  transition: opacity 0.5s ease, transform 0.5s ${motion.ease};

  &[data-shown] {
    opacity: 1;
    transform: none;
  }
`;

/** The four steps 01–04, in their final state; methodologyReveal animates them in. */
export function MethodologySection({ content }: { content: AboutContent['methodology'] }) {
  const { locale } = useLocale();
  const ref = useRef<HTMLElement>(null);
  useBehavior(ref, methodologyReveal);

  return (
    <HeadedSection ref={ref} $tone="tint" data-phase="static" {...behaviorProps('methodology')} heading={content} titleId="methodology-title">
      <Track aria-hidden="true">
        <Fill data-bar="" data-filled="true" />
      </Track>
      <Steps>
        {content.steps.map((step, i) => (
          <Step key={step.title} data-shown="">
            <StepNumber aria-hidden="true">{stepNumber(i, locale)}</StepNumber>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.description}</StepText>
          </Step>
        ))}
      </Steps>
    </HeadedSection>
  );
}
