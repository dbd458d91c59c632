/**
 * The owner asked for missed paths in the console, to spot broken inbound links. Said by the
 * not-found page when the app renders it, and by the page landed on when it is the not-found
 * document's (src/app/landing.ts), which renders no page component.
 */
export const logMissedPath = (path: string): void => console.info(`Page not found: ${path}`);
