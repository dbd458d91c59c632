import { BEHAVIOR_ATTRIBUTE, type Behavior, type BehaviorName } from '../components/behaviors/behavior';

/**
 * Every behaviour the prerendered HTML can name, so the page a visitor lands on can run them
 * without its page's script. Each is a chunk of its own (`behavior-<name>`), fetched only by a
 * page that names it: none is part of every page's start.
 */
const behaviors: Record<BehaviorName, () => Promise<Behavior>> = {
  'blog-image': () => import(/* webpackChunkName: "behavior-blog-image" */ '../components/blog/blog-image-behavior').then((m) => m.blogImageBehavior),
  methodology: () => import(/* webpackChunkName: "behavior-methodology" */ '../pages/about/methodology-reveal').then((m) => m.methodologyReveal),
  'contact-form': () => import(/* webpackChunkName: "behavior-contact-form" */ '../pages/contact/contact-form-lock').then((m) => m.contactFormLock),
  today: () => import(/* webpackChunkName: "behavior-today" */ '../components/layout/today').then((m) => m.showToday),
};

const named = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>(`[${BEHAVIOR_ATTRIBUTE}]`), (element) => ({
    element,
    load: behaviors[element.getAttribute(BEHAVIOR_ATTRIBUTE) as BehaviorName],
  })).filter((entry) => entry.load !== undefined);

/** Starts fetching the behaviours the elements under `root` name: called before hydration, so they arrive with it. */
export function loadBehaviors(root: Element): void {
  named(root).forEach(({ load }) => void load().catch(() => undefined));
}

/** Runs the behaviour each element under `root` names, once fetched; returns what undoes them all. */
export function runBehaviors(root: Element): () => void {
  let stopped = false;
  const undo: (() => void)[] = [];
  for (const { element, load } of named(root)) {
    void load().then((behavior) => {
      const cleanup = stopped ? undefined : behavior(element);
      if (cleanup) undo.push(cleanup);
    }, console.error);
  }
  return () => {
    stopped = true;
    undo.forEach((cleanup) => cleanup());
  };
}
