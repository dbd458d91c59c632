/**
 * The entry every page loads: under 2 KB that, once the first screen has loaded and painted, fetch
 * what the page landed on runs (src/app/landing.ts: its behaviours, and the app only when the
 * visitor is about to move). The prerendered HTML is complete and its links work without
 * scripts, so nothing here need compete with the page's hero image and fonts, nor delay their
 * paint. A visitor who taps, clicks or types before then starts it at once.
 */
import { isPrerendering } from './config/runtime';
import { landingStore } from './state/landing-store';

const LCP = 'largest-contentful-paint';

/** At most this long after `load` for a paint the browser may never report (a page in a background tab paints nothing). */
const PAINT_WAIT_MS = 1000;

function start() {
  if (landingStore.getState().asked) return;
  landingStore.setState({ asked: true });
  import(/* webpackChunkName: "landing" */ './app/landing')
    .then(({ land }) => land())
    .catch((error: unknown) => {
      // The prerendered HTML stays readable and its links work; only the menu and the like are lost.
      console.error(error);
    });
}

/** After the frame that paints what has just loaded. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));

/**
 * Once the browser reports it has painted the page's largest content, where it reports that:
 * an Arabic page's text can first paint after `load`, once its fonts are in.
 */
function afterFirstScreen() {
  if (!PerformanceObserver.supportedEntryTypes?.includes(LCP)) return afterPaint();
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    afterPaint();
  }).observe({ type: LCP, buffered: true });
  setTimeout(afterPaint, PAINT_WAIT_MS);
}

if (isPrerendering()) {
  start();
} else {
  // Pointer events cover mouse, pen and touch.
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { capture: true, once: true, passive: true });
  if (document.readyState === 'complete') afterFirstScreen();
  else addEventListener('load', afterFirstScreen, { once: true });
}
