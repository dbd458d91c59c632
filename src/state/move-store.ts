import { createStore } from 'zustand/vanilla';

interface MoveState {
  /** The link the visitor has just followed, written into the page's history entry as it leaves (src/components/links/moves.ts). */
  followed?: Element;
  /** The path Back or Forward has just moved to, until the page for it settles (src/app/page-outlet.tsx). */
  traversedTo?: string;
}

/**
 * What a move within the site remembers between its steps: the link followed, from the click to
 * the departure; the path the browser's history moved to, from its event to the page's render. A
 * store without React's binding: a move from the page landed on starts before React is loaded.
 */
export const moveStore = createStore<MoveState>()(() => ({}));
