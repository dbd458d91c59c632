import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { StepNumber, StepText, StepTitle } from '../../components/sections/process-steps';
import { HeadedSection } from '../../components/sections/section-head';
import type { AboutContent } from '../../content/types/about';
import { stepNumber } from '../../i18n/format';
import { useLocale } from '../../i18n/locale-context';
import { isBarFilled, isShown, useMethodologyStore } from '../../state/methodology-store';
import { motionAllowed } from '../../styles/motion';
import { colors, media, motion, radii } from '../../styles/theme';

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

/**
 * The four steps 01–04. Shown as they are in the prerendered HTML; with
 * JavaScript and motion allowed, a visit that finds them below the fold
 * hides them and reveals them once, when 30 % of the section is in view
 * with a 50 px margin (state in the methodology store).
 */
export function MethodologySection({ content }: { content: AboutContent['methodology'] }) {
  const { locale } = useLocale();
  const ref = useRef<HTMLElement>(null);
  const state = useMethodologyStore();
  const { wait, reveal } = state;
  const count = content.steps.length;

  useEffect(() => {
    const section = ref.current;
    if (!section || !motionAllowed() || !('IntersectionObserver' in window)) return undefined;
    // Already on screen: animating what the visitor is reading would only make it flicker.
    if (section.getBoundingClientRect().top < window.innerHeight) return undefined;
    wait();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reveal(count);
      },
      { threshold: 0.3, rootMargin: '-50px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [wait, reveal, count]);

  return (
    <HeadedSection ref={ref} $tone="tint" data-phase={state.phase} heading={content} titleId="methodology-title">
      <Track aria-hidden="true">
        <Fill data-filled={isBarFilled(state)} />
      </Track>
      <Steps>
        {content.steps.map((step, i) => (
          <Step key={step.title} data-shown={isShown(state, i) ? '' : undefined}>
            <StepNumber aria-hidden="true">{stepNumber(i, locale)}</StepNumber>
            <StepTitle>{step.title}</StepTitle>
            <StepText>{step.description}</StepText>
          </Step>
        ))}
      </Steps>
    </HeadedSection>
  );
}
