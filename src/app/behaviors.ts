import { BEHAVIOR_ATTRIBUTE, type Behavior, type BehaviorName } from '../components/behaviors/behavior';
import { siteMenu } from '../components/layout/site-menu';

/**
 * Every behaviour the prerendered HTML can name, so the page a visitor lands on can run them
 * without React or its page's script. Each is a chunk of its own (`behavior-<name>`), fetched only
 * by a page that names it, but the menu, which every page's header has: it is part of the page
 * landed on's own script (./landing.ts).
 */
const behaviors: Record<BehaviorName, () => Promise<Behavior>> = {
  'site-menu': () => Promise.resolve(siteMenu),
  'blog-image': () => import(/* webpackChunkName: "behavior-blog-image" */ '../components/blog/blog-image-behavior').then((m) => m.blogImageBehavior),
  methodology: () => import(/* webpackChunkName: "behavior-methodology" */ '../pages/about/methodology-reveal').then((m) => m.methodologyReveal),
  'contact-form': () => import(/* webpackChunkName: "behavior-contact-form" */ '../pages/contact/contact-form-lock').then((m) => m.contactFormLock),
  today: () => import(/* webpackChunkName: "behavior-today" */ '../components/layout/show-today').then((m) => m.showToday),
};

const named = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[${BEHAVIOR_ATTRIBUTE}]`), (element) => ({
    element,
    load: behaviors[element.getAttribute(BEHAVIOR_ATTRIBUTE) as BehaviorName],
  })).filter((entry) => entry.load !== undefined);

/**
 * Runs the behaviour each element under `root` names, once fetched, all of them in parallel;
 * `ready` once every one runs (or failed to load). Returns what undoes them all.
 */
export function runBehaviors(root: Element, ready: () => void): () => void {
  let stopped = false;
  const undo: (() => void)[] = [];
  const running = named(root).map(({ element, load }) =>
    load().then((behavior) => {
      const cleanup = stopped ? undefined : behavior(element);
      if (cleanup) undo.push(cleanup);
    }, console.error),
  );
  void Promise.all(running).then(ready);
  return () => {
    stopped = true;
    undo.forEach((cleanup) => cleanup());
  };
}
