import { useEffect, type RefObject } from 'react';

/**
 * What a part of a page does for the visitor (an image's fallback, a reveal, a form's lock),
 * written against the DOM rather than React state. The page a visitor lands on stays the
 * prerendered HTML (src/app/landing.tsx) and gets its behaviours from there; a page rendered
 * in the app gets the same ones from its components. One implementation serves both.
 *
 * To add one: write `(element) => undo` in a file of its own, name it below, map the name to
 * its file in src/app/behaviors.ts (its own chunk), and in the component spread
 * `behaviorProps(name)` on the element and call `useBehavior(ref, behaviour)`. Anything in
 * <main> that must work on the page landed on is a behaviour, not a React handler: there React
 * never renders <main> (docs/how-a-page-renders.md).
 */
export type Behavior = (element: HTMLElement) => (() => void) | void;

/** Every behaviour the prerendered HTML can ask for; src/app/behaviors.ts maps each to its code. */
export type BehaviorName = 'blog-image' | 'methodology' | 'contact-form' | 'today';

/** Names the behaviour an element of the prerendered HTML needs: `data-behavior="<name>"`. */
export const BEHAVIOR_ATTRIBUTE = 'data-behavior';

export const behaviorProps = (name: BehaviorName) => ({ [BEHAVIOR_ATTRIBUTE]: name });

/** Runs `behavior` on the element once it is in the document, and undoes it when the element goes. */
export function useBehavior(ref: RefObject<HTMLElement | null>, behavior: Behavior): void {
  useEffect(() => {
    const element = ref.current;
    return element ? behavior(element) ?? undefined : undefined;
  }, [ref, behavior]);
}
