/**
 * A phone's first tap (docs/decisions.md, "A phone's first tap"). A phone cannot point before it
 * taps, so a tap on a link of the page landed on finds the app (88–92 KB) not there yet: waiting
 * for it, and for the next page's chunks, took about twice a plain page load on Slow 4G. So a tap
 * that finds no app lets the browser load the prerendered page, as a plain link does, fetching
 * nothing beside it (the app's chunks, fetched alongside, slowed that load by up to a tenth); the
 * tab remembers that its visitor moves, and the next page loads the app and the likeliest next
 * pages once it is idle and renders the app ahead (src/app/start.tsx, `prepareMoves`), so every
 * tap after the first moves in place, at once. A visitor who only reads never taps, and
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
