import styled from 'styled-components';
import { colors, radii } from '../../styles/theme';

/** Tells an Arabic reader that an article, or some of the list, is in English. */
export const LanguageNote = styled.p`
  max-width: 60ch;
  margin-bottom: 1.5rem;
  padding: 0.8rem 1.1rem;
  border-left: 4px solid ${colors.accent};
  border-radius: ${radii.sm};
  background: ${colors.tint};
`;
