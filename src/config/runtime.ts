/**
 * Whether this run of the app is the build's prerender (scripts/prerender.ts
 * marks the window before any script runs). The prerender writes what only
 * the served HTML needs (search and share metadata, the final state of
 * motion); a visitor's browser skips that work.
 */
export const isPrerendering = (): boolean => typeof window !== 'undefined' && '__prerendering' in window;

/** On the entry script: the chunks a page's first render needs, written by the prerender, preloaded by src/main.ts. */
export const APP_CHUNKS_ATTRIBUTE = 'data-chunks';
