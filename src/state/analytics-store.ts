import { createStore } from 'zustand/vanilla';

/** A page as the counting services see it. */
export interface ShownPage {
  url: string;
  title: string;
}

interface AnalyticsState {
  /** The page now shown, as Google Analytics would count it once the visitor accepts (src/analytics/google-consent.ts). */
  shown?: ShownPage;
  /** Where the next page view was reached from: the page left, or, for the first, wherever the visitor came from (src/analytics/sender.ts). */
  referrer: string;
  /** The cookieless services are counting clicks on booking, payment and WhatsApp links (Google's are counted once its script runs). */
  countingClicks: boolean;
  /** Google's script has been asked for on this page; it stays once loaded (src/analytics/google.ts). */
  googleLoaded: boolean;
  /** The visitor agrees, and Google Analytics is sent page views and events. */
  googleSending: boolean;
}

/**
 * What counting visits remembers for the document's life, across the moves within the site. A
 * store without React's binding: counting starts on the page landed on, before React is loaded.
 */
export const analyticsStore = createStore<AnalyticsState>()(() => ({
  referrer: typeof document === 'undefined' ? '' : document.referrer,
  countingClicks: false,
  googleLoaded: false,
  googleSending: false,
}));
