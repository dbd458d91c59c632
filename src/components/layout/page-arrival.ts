/** The id of the status line SiteLayout keeps, empty, for `arrive` to fill. */
export const PAGE_STATUS = 'page-status';

/**
 * After a move to another page within the site, what a full page load would have done for
 * assistive technology: the status line says the new page's heading, in the heading's own
 * language, and the focus goes to `target` or, where that cannot take it, to the heading. The
 * focus moves without scrolling: the caller has already put the page where it belongs.
 */
export function arrive(target?: HTMLElement | null): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  const status = document.getElementById(PAGE_STATUS);
  if (heading && status) {
    // A heading marked with a language of its own (an English post on an Arabic page) lends it.
    if (heading.lang) status.lang = heading.lang;
    else status.removeAttribute('lang');
    status.textContent = heading.textContent;
  }
  for (const element of [target, heading]) {
    if (!element) continue;
    if (element.tabIndex < 0) element.tabIndex = -1;
    element.focus({ preventScroll: true });
    if (document.activeElement === element) return;
  }
}
