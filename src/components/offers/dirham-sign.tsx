import styled from 'styled-components';

const Svg = styled.svg`
  width: 0.78em;
  height: 0.78em;
  flex: none;
`;

/**
 * The UAE dirham sign (2025): a D crossed by two bars. No font carries
 * U+20C3 yet, so it is drawn; its name is read out instead ("AED", "درهم").
 */
export function DirhamSign({ label }: { label: string }) {
  return (
    <Svg viewBox="0 0 24 24" role="img" aria-label={label} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" focusable="false">
      <path d="M7 3v18M7 3h3.5a8 9 0 0 1 0 18H7M2.5 9.5h19M2.5 14.5h19" />
    </Svg>
  );
}
