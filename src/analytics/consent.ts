/**
 * The visitor's answer to the consent banner, kept in the browser's localStorage (no cookie of
 * ours): 'granted' lets Google Analytics run, 'denied' keeps it out; nothing stored means not asked
 * yet. Read on every page shown while Google Analytics is on (./google-consent.ts).
 */
export type Consent = 'granted' | 'denied';

/**
 * What the banner's markup (src/components/consent/consent-banner.tsx) and its script
 * (./consent-banner.ts) know each other by: the hidden copy every page carries, the banner shown
 * (made from it), the element that shows each of its words (by name, from
 * src/content/shared/consent/), and each answer's button.
 */
export const CONSENT_TEMPLATE = 'data-consent-template';
export const CONSENT_BANNER = 'data-consent-banner';
export const CONSENT_WORD = 'data-consent-word';
export const CONSENT_ANSWER = 'data-consent';

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
