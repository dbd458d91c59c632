import { useRef } from 'react';
import styled from 'styled-components';
import { HeadedSection } from '../../components/sections/section-head';
import { Steps } from '../../components/sections/steps';
import type { Content as AboutContent } from '../../content/schema/about';
import { behaviorProps } from '../../components/behaviors/behavior';
import { useBehavior } from '../../components/behaviors/use-behavior';
import { colors, motion, radii, reveal } from '../../styles/theme';
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
  &[data-filled='true'] { width: 100%; }

  /* Emptied at start-up in an instant, filled as the steps are revealed (steps.tsx says why). */
  [data-phase='revealing'] & { transition: width ${reveal.barMs}ms ${motion.ease}; }
`;

/** The four steps 01–04, in their final state; methodologyReveal holds them back and reveals them. */
export function MethodologySection({ content }: { content: AboutContent['methodology'] }) {
  const ref = useRef<HTMLElement>(null);
  useBehavior(ref, methodologyReveal);

  return (
    <HeadedSection ref={ref} $tone="tint" data-phase="static" {...behaviorProps('methodology')} heading={content} titleId="methodology-title">
      <Track aria-hidden="true">
        <Fill data-bar="" data-filled="true" />
      </Track>
      <Steps steps={content.steps} reveal />
    </HeadedSection>
  );
}
