/**
 * Whether this run of the app is the build's prerender (scripts/prerender.ts
 * marks the window before any script runs). The prerender writes what only
 * the served HTML needs (search and share metadata, the final state of
 * motion); a visitor's browser skips that work.
 */
export const isPrerendering = (): boolean => typeof window !== 'undefined' && '__prerendering' in window;

/** On the entry script: the app's chunks a page's first move needs, written by the prerender, preloaded by src/app/landing.ts. */
export const APP_CHUNKS_ATTRIBUTE = 'data-chunks';

/**
 * On the landed page's own CSS: the rules its prerender generated, minified
 * (scripts/lib/page-css.ts), without styled-components' rehydration markers,
 * about a kilobyte of gzip. styled-components never reads a tag of this
 * attribute: the app generates the rules of what it renders (the same class
 * names, the same rules). The tag stays for the document's life: the WhatsApp
 * corner the app keeps from the landed page (whatsapp-corner.tsx) is drawn by it.
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/**
 * On the link to a language's stylesheet (src/styles/global-css.ts, siteCss: the site-wide rules
 * and the language's faces), valued with its locale. The page template links both; the prerender
 * keeps the page's own. The app preloads a language's complete faces only when the page has no
 * such link for it.
 */
export const STYLESHEET_ATTRIBUTE = 'data-stylesheet';

/**
 * On <html> from the moment the page's stylesheet (with its faces) is in until its first-screen faces are
 * decoded (scripts/build/early-script.ts), at most FACES_WAIT_MS: the page is hidden meanwhile
 * (src/styles/global-css.ts), so the first layout it shows is in its faces, never in the fallback's
 * metrics about to change. Set by script only: without JavaScript nothing hides the page.
 */
export const FACES_PENDING_ATTRIBUTE = 'data-faces-pending';
export const FACES_WAIT_MS = 500;

/**
 * On <html> once the header's menu behaviour runs (src/components/layout/site-menu.ts): until
 * then, the page's early script (scripts/build/early-script.ts) opens and closes the menu itself,
 * so that a tap before the page's scripts have come is never lost.
 */
export const MENU_LIVE_ATTRIBUTE = 'data-menu-live';

/**
 * On <html> once a page reached by a tap has the app rendered ahead and the likeliest next pages
 * in (src/app/start.tsx, `prepareMoves`): from then on a tap moves in place with no request.
 */
export const MOVES_READY_ATTRIBUTE = 'data-moves-ready';

/**
 * On <html> once a quote on the page nears the view (src/app/quote-faces.ts): from then on the
 * quotes are set in their own face, fetched then (src/styles/quote-face.ts).
 */
export const QUOTE_FACES_ATTRIBUTE = 'data-quote-faces';
