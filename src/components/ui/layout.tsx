import styled from 'styled-components';
import { colors, layout, media, radii, shadow } from '../../styles/theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-left: ${layout.gutter};
  padding-right: ${layout.gutter};
`;

export const Section = styled.section<{ $tone?: 'paper' | 'tint' | 'brand' }>`
  padding-top: clamp(4rem, 9vw, 7rem);
  padding-bottom: clamp(4rem, 9vw, 7rem);
  background: ${({ $tone = 'paper' }) =>
    $tone === 'brand' ? colors.brand : $tone === 'tint' ? colors.tint : colors.paper};
  color: ${({ $tone }) => ($tone === 'brand' ? colors.onBrand : colors.ink)};
`;

export const Eyebrow = styled.p`
  margin-bottom: 0.9rem;
  color: ${colors.brandSoft};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;

  html[lang='ar'] & {
    font-size: 0.9375rem;
    letter-spacing: 0;
  }

  [data-surface='dark'] & {
    color: ${colors.accent};
  }
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.875rem, 4.2vw, 2.75rem);
  max-width: 22ch;
`;

export const SectionIntro = styled.p`
  margin-top: 1rem;
  max-width: 60ch;
  color: ${colors.muted};
  font-size: 1.125rem;
`;

export const SectionHeader = styled.header`
  margin-bottom: clamp(2.5rem, 5vw, 3.5rem);
`;

/** Three cards across from the md breakpoint, one column on phones. */
export const CardGrid = styled.ul`
  list-style: none;
  display: grid;
  gap: 1.25rem;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: 2rem 1.75rem;
  border-radius: ${radii.lg};
  background: ${colors.paper};
  box-shadow: ${shadow.card};
`;
