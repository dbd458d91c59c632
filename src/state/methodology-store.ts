import { createStore } from 'zustand/vanilla';

/**
 * The about page's methodology reveal (spec §4, timed by docs/decisions.md, "The finish").
 * - `static`: everything shown, nothing armed. The prerendered HTML, visitors
 *   who prefer reduced motion and visitors without JavaScript stay here.
 * - `waiting`: hidden while below the fold, until the section comes into view.
 * - `revealing`: the bar and every step shown at once; the styles stagger the steps
 *   and finish within `reveal.budgetMs` (src/styles/theme.ts).
 * It reveals once per visit: coming back to the page shows it at once.
 */
export type MethodologyPhase = 'static' | 'waiting' | 'revealing';

interface MethodologyState {
  phase: MethodologyPhase;
  /** Hide the steps until `reveal`; only from `static`, so a finished reveal never hides again. */
  wait: () => void;
  reveal: () => void;
}

// Without React's binding: the reveal is a behaviour, which runs where React is not loaded.
export const methodologyStore = createStore<MethodologyState>()((set, get) => ({
  phase: 'static',
  wait: () => {
    if (get().phase === 'static') set({ phase: 'waiting' });
  },
  reveal: () => {
    if (get().phase === 'waiting') set({ phase: 'revealing' });
  },
}));

/** Whether the bar and the steps show in this phase: all but while waiting. */
export const isShown = (state: Pick<MethodologyState, 'phase'>) => state.phase !== 'waiting';
