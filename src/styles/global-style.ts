import { createGlobalStyle } from 'styled-components';
import { fontFaces } from './fonts';
import { colors, fonts } from '../styles/theme';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: 5.5rem;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${colors.paper};
    color: ${colors.ink};
    font-family: ${fonts.latin};
    font-size: 1rem;
    line-height: 1.65;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }

  /* Arabic reads better a little larger and with more line height than Latin at the same level. */
  html[lang='ar'] body {
    font-family: ${fonts.arabic};
    font-size: 1.0625rem;
    line-height: 1.85;
  }

  h1, h2, h3, h4 {
    margin: 0;
    line-height: 1.15;
    font-weight: 750;
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  html[lang='ar'] :is(h1, h2, h3, h4) {
    line-height: 1.45;
    letter-spacing: 0;
    font-weight: 700;
  }

  p { margin: 0; }
  ul, ol { margin: 0; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  a { color: inherit; }

  :focus-visible {
    outline: 3px solid ${colors.brandSoft};
    outline-offset: 3px;
    border-radius: 4px;
  }

  [data-surface='dark'] :focus-visible {
    outline-color: ${colors.accent};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
