/**
 * The visitor's answer to the consent banner, kept in the browser's localStorage (no cookie of
 * ours): 'granted' lets Google Analytics run, 'denied' keeps it out; nothing stored means not asked
 * yet. Read on every page shown while Google Analytics is on (./google-consent.ts).
 */
export type Consent = 'granted' | 'denied';

const KEY = 'analytics-consent';

/** The answer given on this device, if any; none where storage is refused (a private window, a setting). */
export function readConsent(): Consent | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'granted' || value === 'denied' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the answer; where storage is refused it holds for this page only, and the banner asks again on the next load. */
export function saveConsent(consent: Consent): void {
  try {
    localStorage.setItem(KEY, consent);
  } catch {
    // Nothing to keep it in: the answer applies to this page alone.
  }
}
