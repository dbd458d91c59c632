import { ARABIC_FAMILY, LATIN_FAMILY } from '../../src/styles/global-css';

/**
 * The inline script right after a page's faces' stylesheet (src/styles/global-css.ts, facesCss):
 * it asks for the first screen's faces as soon as the stylesheet is in (a script after a
 * stylesheet waits for it), before the body is laid out. Otherwise a face inside the stylesheet is
 * decoded only once the first layout asks for it: that layout is in the fallback's metrics (the
 * text hidden, `block`), and the face re-wraps lines when it is in (measured: the booking page's
 * "Free Discovery Session" took a second line, a layout shift of 0.010, on every load). It names
 * no address and reads nothing but the page's language; the Content-Security-Policy allows it by
 * its hash (firebase.json).
 */
export const FACES_SCRIPT =
  `(() => { const fonts = document.fonts; ` +
  `const faces = [fonts.load('1em "${LATIN_FAMILY}"', 'a')]; ` +
  `if (document.documentElement.lang === 'ar') for (const weight of [400, 700]) faces.push(fonts.load(weight + ' 1em "${ARABIC_FAMILY}"', '\\u0628')); ` +
  `Promise.all(faces).catch(() => {}); })();`;
