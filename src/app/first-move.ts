/**
 * A phone's first tap (docs/decisions.md, "A phone's first tap"). A phone cannot point before it
 * taps, so a tap on a link of the page landed on finds the app (88–92 KB) not there yet: waiting
 * for it, and for the next page's chunks, took about twice a plain page load on Slow 4G. So a tap
 * that finds no app lets the browser load the prerendered page, as a plain link does, and asks it
 * to fetch the app's chunks beside it, into its cache (they are immutable); the tab remembers that
 * its visitor moves, and the next page loads the app and the likeliest next pages once it is idle,
 * so every tap after the first moves in place, at once. A visitor who only reads never taps, and
 * downloads none of it.
 */
const MOVED = 'moves-in-site';

/** Whether the visitor has moved within the site in this tab. */
export function hasMoved(): boolean {
  try {
    return sessionStorage.getItem(MOVED) === '1';
  } catch {
    return false;
  }
}

export function rememberMove(): void {
  try {
    sessionStorage.setItem(MOVED, '1');
  } catch {
    // Storage refused (a private window's policy): the next page waits for a tap, as this one did.
  }
}

const hinted = new Set<string>();

/** Asks the browser to fetch these chunks into its cache, across the page load that follows. */
export function fetchForLater(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    if (hinted.has(href)) continue;
    hinted.add(href);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
