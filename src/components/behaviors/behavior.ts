/**
 * What a part of a page does for the visitor (the menu, an image's fallback, a reveal, a form's
 * lock), written against the DOM rather than React state. The page a visitor lands on stays the
 * prerendered HTML, with no React at all (src/app/landing.ts), and gets its behaviours from
 * there; a page rendered in the app gets the same ones from its components. One implementation
 * serves both. No behaviour imports React: it would bring the app into the page landed on.
 *
 * To add one: write `(element) => undo` in a file of its own, name it below, map the name to
 * its file in src/app/behaviors.ts (its own chunk), and in the component spread
 * `behaviorProps(name)` on the element and call `useBehavior(ref, behaviour)` (./use-behavior.ts).
 * Anything that must work on the page landed on is a behaviour, not a React handler: there React
 * never runs (docs/how-a-page-renders.md).
 */
export type Behavior = (element: HTMLElement) => (() => void) | void;

/** Every behaviour the prerendered HTML can ask for; src/app/behaviors.ts maps each to its code. */
export type BehaviorName = 'site-menu' | 'blog-image' | 'methodology' | 'contact-form' | 'today';

/** Names the behaviour an element of the prerendered HTML needs: `data-behavior="<name>"`. */
export const BEHAVIOR_ATTRIBUTE = 'data-behavior';

export const behaviorProps = (name: BehaviorName) => ({ [BEHAVIOR_ATTRIBUTE]: name });
