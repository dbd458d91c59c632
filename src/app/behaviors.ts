import { BEHAVIOR_ATTRIBUTE, type Behavior, type BehaviorName } from '../components/behaviors/behavior';
import { blogImageBehavior } from '../components/blog/blog-image-behavior';
import { showToday } from '../components/layout/today';
import { contactFormLock } from '../pages/contact/contact-form-lock';
import { methodologyReveal } from '../pages/about/methodology-reveal';

/** Every behaviour the prerendered HTML can name, so the page a visitor lands on can run them without its page's script. */
const behaviors: Record<BehaviorName, Behavior> = {
  'blog-image': blogImageBehavior,
  methodology: methodologyReveal,
  'contact-form': contactFormLock,
  today: showToday,
};

/** Runs the behaviour each element under `root` names; returns what undoes them all. */
export function runBehaviors(root: Element): () => void {
  const undo = Array.from(root.querySelectorAll<HTMLElement>(`[${BEHAVIOR_ATTRIBUTE}]`), (element) =>
    behaviors[element.getAttribute(BEHAVIOR_ATTRIBUTE) as BehaviorName]?.(element),
  );
  return () => undo.forEach((cleanup) => cleanup?.());
}
