import { isPrerendering } from '../../config/runtime';
import type { Behavior } from '../behaviors/behavior';

export type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * Settles a post image's frame: the pulse stops once the image is in, and an image that
 * cannot load gives way to its generated stand-in (rendered beside it, hidden). The
 * prerendered HTML keeps the state every visit starts from.
 */
export const blogImageBehavior: Behavior = (frame) => {
  const img = frame.querySelector('img');
  const fallback = frame.querySelector<HTMLElement>('[data-fallback]');
  if (!img || isPrerendering()) return undefined;
  const settle = (state: LoadState) => {
    frame.dataset.state = state;
    if (state !== 'failed' || !fallback) return;
    (img.closest('picture') ?? img).setAttribute('hidden', '');
    fallback.hidden = false;
  };
  const onLoad = () => settle('loaded');
  const onError = () => settle('failed');
  // The image may have settled before this ran.
  if (img.complete) settle(img.naturalWidth > 0 ? 'loaded' : 'failed');
  img.addEventListener('load', onLoad);
  img.addEventListener('error', onError);
  return () => {
    img.removeEventListener('load', onLoad);
    img.removeEventListener('error', onError);
  };
};
