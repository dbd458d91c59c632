import type { ComponentProps, ReactNode } from 'react';
import type { SectionHeading } from '../../content/types/common';
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

type HeadedSectionProps = Omit<ComponentProps<typeof Section>, 'aria-labelledby'> & {
  heading: SectionHeading;
  /** The heading's id; the section is named by it. */
  titleId: string;
  children: ReactNode;
};

/** A page section that opens with its heading and is named by it: the shape most sections share. */
export function HeadedSection({ heading, titleId, children, ...section }: HeadedSectionProps) {
  return (
    <Section aria-labelledby={titleId} {...section}>
      <Container>
        <SectionHead heading={heading} id={titleId} />
        {children}
      </Container>
    </Section>
  );
}
