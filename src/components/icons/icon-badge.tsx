import styled from 'styled-components';
import { colors, radii } from '../../styles/theme';

/** A card's icon on its tinted tile: the one look of every card icon. */
export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.md};
  background: ${colors.tint};
  color: ${colors.brand};

  svg { width: 1.5rem; height: 1.5rem; }

  /* Forced colours keep a set colour on an SVG however it reads: take the text's. */
  @media (forced-colors: active) {
    border: 1px solid;
    svg { color: CanvasText; }
  }
`;
