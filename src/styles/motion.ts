/**
 * Whether motion may play on this visit: not for visitors who ask for less
 * motion, and never while the build prerenders the page (the HTML must show
 * the final state, for visitors without JavaScript and for search engines).
 */
import { isPrerendering } from '../config/runtime';

export function motionAllowed(): boolean {
  if (isPrerendering()) return false;
  // Without matchMedia the preference cannot be read: assume less motion.
  return typeof window.matchMedia === 'function' && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
