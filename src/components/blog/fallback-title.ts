const LIMIT = 50;
const KEPT = 47;

/** The title a failed image's stand-in carries: up to 50 characters whole, longer ones cut to 47 and an ellipsis. */
export const fallbackTitle = (title: string): string => (title.length > LIMIT ? `${title.slice(0, KEPT)}…` : title);
