import styled from 'styled-components';
import { colors } from '../../styles/theme';

const Paragraphs = styled.div`
  display: grid;
  gap: 1.1rem;
  color: ${colors.muted};
  font-size: 1.0625rem;

  p:first-child {
    color: ${colors.ink};
    font-size: 1.25rem;
  }
`;

/** A story told in a few paragraphs, the first one leading in larger, darker type (the about and founder pages). */
export function StoryParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <Paragraphs className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Paragraphs>
  );
}
