import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import type { SectionHeading } from '../../content/schema/fields';
import { media } from '../../styles/theme';
import { Container, Eyebrow, Section, SectionHeader, SectionIntro, SectionTitle } from '../ui/layout';

/** A section's eyebrow, heading (`id` names the section for assistive technology) and lead. */
function SectionHead({ heading, id }: { heading: SectionHeading; id: string }) {
  return (
    <SectionHeader>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <SectionTitle id={id}>{heading.title}</SectionTitle>
      {heading.intro && <SectionIntro>{heading.intro}</SectionIntro>}
    </SectionHeader>
  );
}

/*
 * Split: the heading on the start side, what it introduces beside it, from the md breakpoint.
 * The heading stays in view while a long column beside it scrolls past.
 */
const SplitContainer = styled(Container)`
  ${media.md} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 4rem;

    &[data-split='wide'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      gap: 3rem;
    }
    align-items: start;

    & > header {
      position: sticky;
      top: 6rem;
      margin-bottom: 0;
    }
  }
`;

type HeadedSectionProps = Omit<ComponentProps<typeof Section>, 'aria-labelledby'> & {
  heading: SectionHeading;
  /** The heading's id; the section is named by it. */
  titleId: string;
  /** The heading beside its content rather than above it (from the md breakpoint); `wide` gives the content two thirds. */
  split?: boolean | 'wide';
  children: ReactNode;
};

/** A page section that opens with its heading and is named by it: the shape most sections share. */
export function HeadedSection({ heading, titleId, split = false, children, ...section }: HeadedSectionProps) {
  const Frame = split ? SplitContainer : Container;
  return (
    <Section aria-labelledby={titleId} {...section}>
      <Frame data-split={split === 'wide' ? 'wide' : undefined}>
        <SectionHead heading={heading} id={titleId} />
        {split ? <div>{children}</div> : children}
      </Frame>
    </Section>
  );
}
