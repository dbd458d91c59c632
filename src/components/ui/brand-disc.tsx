import styled from 'styled-components';
import { colors } from '../../styles/theme';

/** A few characters in a round brand disc (a step's number, a client's initials); each use sets its type. */
export const BrandDisc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${colors.brand};
  color: ${colors.onBrand};
`;
