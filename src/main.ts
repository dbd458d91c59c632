/**
 * The entry every page loads: a few hundred bytes that start the app once the first screen has
 * loaded. The prerendered HTML is complete and its links work without scripts, so the app's
 * download need not compete with the page's hero image and fonts, nor its start-up delay their
 * paint. A visitor who taps, clicks or types before then starts it at once.
 */
import { APP_CHUNKS_ATTRIBUTE, isPrerendering } from './config/runtime';

const EARLY_STARTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let started = false;

function start() {
  if (started) return;
  started = true;
  EARLY_STARTS.forEach((type) => removeEventListener(type, start, true));
  // All at once and in parallel, rather than one import waiting on the next.
  const chunks = document.querySelector(`script[${APP_CHUNKS_ATTRIBUTE}]`)?.getAttribute(APP_CHUNKS_ATTRIBUTE)?.split(' ') ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(/* webpackChunkName: "start" */ './app/start')
    .then(({ startApp }) => startApp())
    .catch((error: unknown) => {
      // The prerendered HTML stays readable; only interactivity is lost.
      console.error(error);
    });
}

/** After the frame that paints what has just loaded. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start));

if (isPrerendering()) {
  start();
} else {
  EARLY_STARTS.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
