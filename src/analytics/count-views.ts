/**
 * The one part of visit counting in the app's start: it notes each page shown, and only once the
 * first view is complete (the page loaded, the browser idle) fetches the sender, which sends what
 * was noted. Called only where `__ANALYTICS__` is true, so a build without a service leaves this
 * module, and the sender's chunk, out whole.
 */
import { isPrerendering } from '../config/runtime';
import { site } from '../config/site';
import type { View } from './sender';

let sender: Promise<typeof import('./sender')> | undefined;
let previous = document.referrer;

const afterFirstView = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 4000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });

/**
 * One page view for the page now shown: the landing page, then each move within the site. Only at
 * the site's own address: a preview channel, a local preview or a test's server counts nothing.
 */
export function countView(): void {
  if (isPrerendering() || location.origin !== site.origin) return;
  const view: View = { url: location.href, title: document.title, referrer: previous };
  // The page left is where the next one was reached from.
  previous = view.url;
  sender ??= afterFirstView().then(() => import(/* webpackChunkName: "analytics" */ './sender'));
  sender.then(({ send }) => send(view)).catch(() => undefined);
}
