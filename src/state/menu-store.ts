import { createStore } from 'zustand/vanilla';

interface MenuState {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * Whether the header's menu is open. A store without React's binding: the menu is a behaviour
 * (src/components/layout/site-menu.ts), which runs on the page landed on before React is loaded,
 * and the header closes it when the app moves to another page.
 */
export const menuStore = createStore<MenuState>()((set) => ({
  open: false,
  toggle: () => set((state) => ({ open: !state.open })),
  close: () => set({ open: false }),
}));
