import styled from 'styled-components';
import { base, sizes, variants } from './button';

/** A real button (a form's submit) that looks like the primary link button. */
export const SubmitButton = styled.button`
  ${base}
  ${variants.primary}
  ${sizes.md}
  border: 0;
  font: inherit;
  font-weight: 650;
  cursor: pointer;

  &:disabled { cursor: progress; opacity: 0.75; }
`;
