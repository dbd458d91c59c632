/**
 * styled-components adopts the prerendered rules (every `style[data-styled]` of its version)
 * the moment its module runs: it reads them, inserts them one by one into a sheet of its own and
 * removes the originals. On a phone that is as long again as running the libraries, and it came
 * in the same task. Holding the tags back (the version attribute renamed, so its selector finds
 * none) lets start-up adopt them in a task of their own (src/app/start.tsx). No imports: the
 * entry script runs this before the app's chunk is fetched.
 */
const VERSION = 'data-styled-version';
const HELD = 'data-styled-held';

export function holdPrerenderedStyles(): void {
  // styled-components' own tag does not exist yet: its module has not run.
  for (const style of document.querySelectorAll(`style[data-styled][${VERSION}]`)) {
    style.setAttribute(HELD, style.getAttribute(VERSION) ?? '');
    style.removeAttribute(VERSION);
  }
}

/** Gives the held tags back to styled-components, which adopts them when its sheet rehydrates. */
export function releasePrerenderedStyles(): void {
  for (const style of document.querySelectorAll(`style[${HELD}]`)) {
    style.setAttribute(VERSION, style.getAttribute(HELD) ?? '');
    style.removeAttribute(HELD);
  }
}
