import { isPrerendering, QUOTE_FACES_ATTRIBUTE } from '../config/runtime';

/**
 * How close a quote comes before its face is fetched: a quarter of the screen below the view.
 * Far enough that the face is usually in before the quote is read; near enough that no quote
 * under a phone's first view (the founder's is 1.4 screens down) brings it in with that view.
 */
const NEAR = '0px 0px 25% 0px';

/**
 * Marks <html> (QUOTE_FACES_ATTRIBUTE) once a quote under `root` nears the view, so that the
 * quotes take their own face (src/styles/quote-face.ts). Returns what stops watching.
 */
export function showQuoteFacesNear(root: ParentNode): () => void {
  const html = document.documentElement;
  const quotes = root.querySelectorAll('blockquote');
  // The prerender's HTML ships without the mark: the visitor's own view decides.
  if (isPrerendering() || html.hasAttribute(QUOTE_FACES_ATTRIBUTE) || quotes.length === 0 || !('IntersectionObserver' in window)) return () => undefined;
  const watcher = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      html.setAttribute(QUOTE_FACES_ATTRIBUTE, '');
      watcher.disconnect();
    },
    { rootMargin: NEAR },
  );
  quotes.forEach((quote) => watcher.observe(quote));
  return () => watcher.disconnect();
}
