import type { SectionHeading } from '../../content/types/common';
import { Eyebrow, SectionHeader, SectionIntro, SectionTitle } from '../ui/layout';

/** A section's eyebrow, heading (`id` names the section for assistive technology) and lead. */
export function SectionHead({ heading, id }: { heading: SectionHeading; id: string }) {
  return (
    <SectionHeader>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <SectionTitle id={id}>{heading.title}</SectionTitle>
      {heading.intro && <SectionIntro>{heading.intro}</SectionIntro>}
    </SectionHeader>
  );
}
