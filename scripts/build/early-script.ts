import { FACES_PENDING_ATTRIBUTE, FACES_WAIT_MS, MENU_LIVE_ATTRIBUTE } from '../../src/config/runtime';
import { ARABIC_FAMILY, LATIN_FAMILY } from '../../src/styles/global-css';

/**
 * The inline script right after a page's stylesheet (src/styles/global-css.ts, siteCss). Two
 * things that cannot wait for the page's scripts, each a few lines:
 *
 * - The faces. It asks for the first screen's faces as soon as the stylesheet is in (a script after
 *   a stylesheet waits for it), and keeps the page hidden until they are decoded, at most
 *   FACES_WAIT_MS. A face inside the stylesheet is otherwise decoded only once the first layout
 *   asks for it: that layout is in the fallback's metrics (the text hidden, `block`), and the face
 *   re-wraps lines when it is in (measured: the booking page's "Free Discovery Session" took a
 *   second line, a layout shift of 0.010, on every load); asked for early, it usually wins the
 *   race, and the veil covers the loads where it does not.
 * - The menu's first tap. The header's menu is a behaviour (src/components/layout/site-menu.ts)
 *   that starts with the landing script, after the first screen: on a slow phone a tap before then
 *   did nothing (3 taps in 15). Until the behaviour says it is there (MENU_LIVE_ATTRIBUTE), a click
 *   on the menu button opens or closes the panel here, as the behaviour would draw it, and the
 *   behaviour takes the state over from the page.
 *
 * It names no address and reads nothing but the page's language and the menu's attributes, and
 * removes its element; the Content-Security-Policy allows it by its hash (firebase.json).
 */
export const EARLY_SCRIPT =
  `(() => { const html = document.documentElement, fonts = document.fonts; ` +
  `const faces = [fonts.load('1em "${LATIN_FAMILY}"', 'a')]; ` +
  `if (html.lang === 'ar') for (const weight of [400, 700]) faces.push(fonts.load(weight + ' 1em "${ARABIC_FAMILY}"', '\\u0628')); ` +
  `html.setAttribute('${FACES_PENDING_ATTRIBUTE}', ''); ` +
  `const show = () => html.removeAttribute('${FACES_PENDING_ATTRIBUTE}'); ` +
  `Promise.race([Promise.all(faces), new Promise((done) => setTimeout(done, ${FACES_WAIT_MS}))]).then(show, show); ` +
  `const menu = (event) => { if (html.hasAttribute('${MENU_LIVE_ATTRIBUTE}')) return removeEventListener('click', menu, true); ` +
  `const button = event.target.closest && event.target.closest('[data-menu-button]'); if (!button) return; ` +
  `const open = button.getAttribute('aria-expanded') !== 'true'; button.setAttribute('aria-expanded', String(open)); ` +
  `button.setAttribute('aria-label', button.getAttribute(open ? 'data-close-label' : 'data-open-label')); ` +
  `for (const part of document.querySelectorAll('[data-site-nav], [data-menu-backdrop]')) part.toggleAttribute('data-open', open); }; ` +
  `addEventListener('click', menu, true); ` +
  `document.currentScript.remove(); })();`;
