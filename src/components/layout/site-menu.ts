import { isPrerendering, MENU_LIVE_ATTRIBUTE } from '../../config/runtime';
import { menuStore } from '../../state/menu-store';
import { queries } from '../../styles/theme';
import type { Behavior } from '../behaviors/behavior';

/**
 * The header's menu, below the width where its links sit in the bar: the button opens the panel
 * under the bar and dims the page behind it (`data-open` on the panel and the backdrop; the
 * styles do the rest). It closes on Escape (the focus back on the button), on a click or tap
 * anywhere outside the header, the backdrop included, on a link followed from it, when the focus
 * tabs on past its last link (so it never lands on what the panel covers), and when the window
 * grows wide enough for the links to sit in the bar, where the button is hidden and could no
 * longer say the menu is open. The button's two names, open and close, are on it as it is drawn.
 * Before it runs, the page's early script answers the button (scripts/build/early-script.ts).
 */
export const siteMenu: Behavior = (bar) => {
  const button = bar.querySelector<HTMLButtonElement>('[data-menu-button]');
  const nav = bar.querySelector<HTMLElement>('[data-site-nav]');
  const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
  if (!button || !nav) return undefined;
  const { close, toggle } = menuStore.getState();
  // A tap before this ran was the page's early script's to answer (scripts/build/early-script.ts):
  // the menu is as it left it, and from now on it is this behaviour's alone.
  if (nav.hasAttribute('data-open') !== menuStore.getState().open) toggle();
  // Not in the prerender's snapshot: the page served must start with the early script answering.
  if (!isPrerendering()) document.documentElement.setAttribute(MENU_LIVE_ATTRIBUTE, '');

  const draw = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
    nav.toggleAttribute('data-open', open);
    backdrop?.toggleAttribute('data-open', open);
  };
  draw(menuStore.getState().open);
  const unsubscribe = menuStore.subscribe(({ open }) => draw(open));

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuStore.getState().open) return;
    close();
    button.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (button.contains(target)) toggle();
    else if (!bar.contains(target) || target.closest('a[href]')) close();
  };
  const onLeave = ({ relatedTarget }: FocusEvent) => {
    if (relatedTarget && relatedTarget !== button && !nav.contains(relatedTarget as Node)) close();
  };
  const wide = window.matchMedia?.(queries.nav);
  const onWide = () => {
    if (wide?.matches) close();
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onClick);
  nav.addEventListener('focusout', onLeave);
  wide?.addEventListener('change', onWide);
  return () => {
    unsubscribe();
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('click', onClick);
    nav.removeEventListener('focusout', onLeave);
    wide?.removeEventListener('change', onWide);
  };
};
