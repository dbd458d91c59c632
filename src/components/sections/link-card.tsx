import styled from 'styled-components';
import { colors, motion, shadow } from '../../styles/theme';
import { Card } from '../ui/layout';

/*
 * A file of its own, apart from CardLink (./card-link.tsx): a styled component is a call the
 * bundler keeps wherever its module is imported, and the not-found page needs only the link.
 */

/** A card that leads to one page: raised on hover or focus; its link (CardLink) covers it. */
export const LinkCard = styled(Card)`
  position: relative;
  border: 1px solid ${colors.line};
  transition: box-shadow ${motion.base} ${motion.ease};

  &:hover, &:focus-within {
    box-shadow: ${shadow.raised};
  }
`;
