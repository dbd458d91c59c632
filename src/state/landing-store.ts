import { createStore } from 'zustand/vanilla';

/**
 * Whether the page landed on has asked for its script (src/main.ts): the first of its triggers
 * (the first screen painted, a tap, a key) does, once. Without React's binding: nothing of React
 * is on the page landed on.
 */
export const landingStore = createStore<{ asked: boolean }>()(() => ({ asked: false }));
