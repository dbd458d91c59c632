import type { Behavior } from '../../components/behaviors/behavior';
import { isShown, methodologyStore } from '../../state/methodology-store';
import { motionAllowed } from '../../styles/motion';

const flag = (element: Element | null | undefined, on: boolean, name: string) => element?.toggleAttribute(name, on);

/**
 * The methodology steps, shown as they are in the prerendered HTML; with motion allowed, a
 * visit that finds them below the fold hides them and reveals them once, when 30 % of the
 * section is in view with a 50 px margin. The store holds the state; this writes it onto
 * the section (`data-phase`), the bar (`data-filled`) and each step (`data-shown`), and the
 * styles stagger and time the steps (components/sections/steps.tsx).
 */
export const methodologyReveal: Behavior = (section) => {
  if (!motionAllowed() || !('IntersectionObserver' in window)) return undefined;
  // Already on screen: animating what the visitor is reading would only make it flicker.
  if (section.getBoundingClientRect().top < window.innerHeight) return undefined;
  const steps = Array.from(section.querySelectorAll('ol > li'));
  const bar = section.querySelector('[data-bar]');
  const paint = () => {
    const state = methodologyStore.getState();
    section.dataset.phase = state.phase;
    bar?.setAttribute('data-filled', String(isShown(state)));
    steps.forEach((step) => flag(step, isShown(state), 'data-shown'));
  };
  const unsubscribe = methodologyStore.subscribe(paint);
  const { wait, reveal } = methodologyStore.getState();
  wait();
  paint();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    },
    { threshold: 0.3, rootMargin: '-50px' },
  );
  observer.observe(section);
  return () => {
    observer.disconnect();
    unsubscribe();
  };
};
