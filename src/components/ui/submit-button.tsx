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

  /* Forced colours drop the fill: a border keeps it a button (links drawn as buttons get theirs in global-css.ts). */
  @media (forced-colors: active) { border: 1px solid ButtonText; }
`;
