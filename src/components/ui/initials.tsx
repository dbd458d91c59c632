import styled from 'styled-components';
import { BrandDisc } from './brand-disc';

/** One Arabic letter (initialsOf) is set larger, to fill the disc as two Latin capitals do. */
const Disc = styled(BrandDisc)`
  font-size: 0.875rem;
  font-weight: 700;

  &[data-letters='1'] { font-size: 1.25rem; }
`;

/**
 * 'R. A.' → 'RA', 'Sara Example' → 'SE', but 'م. ك.' or 'سارة مثال' → 'م', 'س': two Arabic letters
 * side by side join into a word (or, held apart, still read as one), so an Arabic name shows its
 * first letter alone. A Latin name shows its first and last word's.
 */
export const initialsOf = (name: string): string[] => {
  const words = name.split(/[\s.]+/).filter(Boolean);
  const firsts = words.map((word) => Array.from(word)[0] ?? '');
  // Written as initials already ('R. A. K.'): every one; a name: its first and last word's.
  const letters = words.every((word) => Array.from(word).length === 1) ? firsts : [firsts[0] ?? '', ...(firsts.length > 1 ? [firsts[firsts.length - 1] ?? ''] : [])];
  return /\p{Script=Arabic}/u.test(name) ? letters.slice(0, 1) : letters;
};

/** A person's initials in the brand disc, where there is no photograph: decoration, the name is written beside it. */
export function Initials({ name, className }: { name: string; className?: string }) {
  const letters = initialsOf(name);
  return (
    <Disc aria-hidden="true" className={className} data-letters={letters.length}>
      <bdi>{letters.join('')}</bdi>
    </Disc>
  );
}
