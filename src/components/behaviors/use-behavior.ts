import { useEffect, type RefObject } from 'react';
import type { Behavior } from './behavior';

/** Runs `behavior` on the element once it is in the document, and undoes it when the element goes. */
export function useBehavior(ref: RefObject<HTMLElement | null>, behavior: Behavior): void {
  useEffect(() => {
    const element = ref.current;
    return element ? behavior(element) ?? undefined : undefined;
  }, [ref, behavior]);
}
