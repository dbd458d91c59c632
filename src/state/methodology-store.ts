import { create } from 'zustand';

/**
 * The about page's methodology reveal (spec §4).
 * - `static`: everything shown, nothing armed. The prerendered HTML, visitors
 *   who prefer reduced motion and visitors without JavaScript stay here.
 * - `waiting`: hidden while below the fold, until the section comes into view.
 * - `revealing`: the bar fills after 200 ms, step i appears after 300 + 100 × i ms.
 * It reveals once per visit: coming back to the page shows it at once.
 */
export type MethodologyPhase = 'static' | 'waiting' | 'revealing';

export const BAR_DELAY_MS = 200;
export const stepDelayMs = (index: number) => 300 + 100 * index;

interface MethodologyState {
  phase: MethodologyPhase;
  barFilled: boolean;
  stepsShown: number;
  /** Hide the steps until `reveal`; only from `static`, so a finished reveal never hides again. */
  wait: () => void;
  reveal: (steps: number) => void;
}

export const useMethodologyStore = create<MethodologyState>()((set, get) => ({
  phase: 'static',
  barFilled: false,
  stepsShown: 0,
  wait: () => {
    if (get().phase === 'static') set({ phase: 'waiting' });
  },
  reveal: (steps) => {
    if (get().phase !== 'waiting') return;
    set({ phase: 'revealing' });
    setTimeout(() => set({ barFilled: true }), BAR_DELAY_MS);
    for (let i = 0; i < steps; i += 1) {
      setTimeout(() => set({ stepsShown: i + 1 }), stepDelayMs(i));
    }
  },
}));

/** Whether the bar and step `index` show in this phase. */
export const isShown = (state: Pick<MethodologyState, 'phase' | 'stepsShown'>, index: number) =>
  state.phase === 'static' || (state.phase === 'revealing' && index < state.stepsShown);
export const isBarFilled = (state: Pick<MethodologyState, 'phase' | 'barFilled'>) =>
  state.phase === 'static' || (state.phase === 'revealing' && state.barFilled);
