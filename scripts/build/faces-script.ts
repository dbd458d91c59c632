import { FACES_PENDING_ATTRIBUTE, FACES_WAIT_MS } from '../../src/config/runtime';
import { ARABIC_FAMILY, LATIN_FAMILY } from '../../src/styles/global-css';

/**
 * The inline script right after a page's stylesheet (src/styles/global-css.ts, siteCss):
 * it asks for the first screen's faces as soon as the stylesheet is in (a script after a
 * stylesheet waits for it), and keeps the page hidden until they are decoded, at most
 * FACES_WAIT_MS. A face inside the stylesheet is otherwise decoded only once the first layout
 * asks for it: that layout is in the fallback's metrics (the text hidden, `block`), and the face
 * re-wraps lines when it is in (measured: the booking page's "Free Discovery Session" took a
 * second line, a layout shift of 0.010, on every load); asked for early, it usually wins the race,
 * and the veil covers the loads where it does not (a loaded machine, a body already there when
 * the stylesheet comes). It names no address and reads nothing but the page's language, and
 * removes itself; the Content-Security-Policy allows it by its hash (firebase.json).
 */
export const FACES_SCRIPT =
  `(() => { const html = document.documentElement, fonts = document.fonts; ` +
  `const faces = [fonts.load('1em "${LATIN_FAMILY}"', 'a')]; ` +
  `if (html.lang === 'ar') for (const weight of [400, 700]) faces.push(fonts.load(weight + ' 1em "${ARABIC_FAMILY}"', '\\u0628')); ` +
  `html.setAttribute('${FACES_PENDING_ATTRIBUTE}', ''); ` +
  `const show = () => html.removeAttribute('${FACES_PENDING_ATTRIBUTE}'); ` +
  `Promise.race([Promise.all(faces), new Promise((done) => setTimeout(done, ${FACES_WAIT_MS}))]).then(show, show); ` +
  `document.currentScript.remove(); })();`;
