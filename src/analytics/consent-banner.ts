/**
 * The consent banner for Google Analytics, without React: a chunk of its own, loaded only while
 * Google Analytics is on, at the site's own address, after the first view is complete and only
 * while the visitor has not answered, or when they ask for it again (./google-consent.ts). So a
 * visit that reads one page never downloads React for it. Its markup and styles are in every
 * page, hidden and without words (src/components/consent/consent-banner.tsx); this makes the
 * banner from a copy, puts its words in (each language's its own chunk), shows it, and hears the
 * answer. Not modal:
 * the page stays usable, and nothing of Google's runs until "Accept".
 *
 * Shown, it is the last thing in the document, after the footer and outside the page the app
 * replaces as the visitor moves: it shows at the foot of the window, the tab order reaches it
 * after the page's own links, and it takes the focus only when the visitor opens it from the
 * footer's link. A screen reader finds it as a landmark named by its heading.
 */
import type { Locale } from '../config/site';
import type { Content as ConsentContent } from '../content/schema/consent';
import { localeFromPath } from '../i18n/locale';
import { CONSENT_ANSWER, CONSENT_BANNER, CONSENT_TEMPLATE, CONSENT_WORD, type Consent } from './consent';

const words: Record<Locale, () => Promise<{ default: ConsentContent }>> = {
  en: () => import(/* webpackChunkName: "consent-en" */ '../content/generated/en/consent'),
  ar: () => import(/* webpackChunkName: "consent-ar" */ '../content/generated/ar/consent'),
};

const TITLE = 'consent-title';

/**
 * The banner, made the first time from a copy of the hidden one in the page, and put at the end
 * of the body: out of the page the app replaces as the visitor moves (and out of React's way).
 */
function bannerOf(): HTMLElement | undefined {
  const made = document.querySelector<HTMLElement>(`[${CONSENT_BANNER}]`);
  if (made) return made;
  const template = document.querySelector<HTMLElement>(`[${CONSENT_TEMPLATE}]`);
  if (!template) return undefined;
  // A section (the copy is a plain box), with the copy's class, language and direction.
  const banner = document.createElement('section');
  for (const { name, value } of template.attributes) banner.setAttribute(name, value);
  banner.append(...(template.cloneNode(true) as HTMLElement).childNodes);
  banner.removeAttribute(CONSENT_TEMPLATE);
  banner.setAttribute(CONSENT_BANNER, '');
  // A landmark named by its heading, which the hidden copy holds as a span: an empty heading in
  // every page would be one, to a checker and to a screen reader's list of headings.
  const heading = document.createElement('h2');
  heading.id = TITLE;
  heading.tabIndex = -1;
  heading.setAttribute(CONSENT_WORD, 'title');
  banner.querySelector(`[${CONSENT_WORD}="title"]`)?.replaceWith(heading);
  banner.setAttribute('aria-labelledby', TITLE);
  document.body.append(banner);
  return banner;
}

/** Shows the banner (again), the focus in it when `focus`; `onChoose` hears the answer, after which the banner closes. */
export async function openConsentBanner({ focus, onChoose }: { focus: boolean; onChoose: (consent: Consent) => void }): Promise<void> {
  const { default: text } = await words[localeFromPath(location.pathname)]();
  const banner = bannerOf();
  // A page without the hidden copy: no banner, and nothing of Google's runs without an answer.
  if (!banner) return;
  for (const element of banner.querySelectorAll<HTMLElement>(`[${CONSENT_WORD}]`)) element.textContent = text[element.getAttribute(CONSENT_WORD) as keyof ConsentContent];
  const opener = focus && document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
  banner.hidden = false;
  if (focus) banner.querySelector<HTMLElement>('h2')?.focus();
  // One listener at a time, with this opening's opener: set, not added.
  banner.onclick = (event) => {
    const answer = (event.target as Element).closest?.(`[${CONSENT_ANSWER}]`)?.getAttribute(CONSENT_ANSWER);
    if (answer !== 'granted' && answer !== 'denied') return;
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = true;
    banner.onclick = null;
    // The focus returns to the link that opened the banner; otherwise the next Tab goes on from where the banner was, the page's end.
    if (hadFocus && opener?.isConnected) opener.focus();
    onChoose(answer);
  };
}

export const bannerShown = (): boolean => document.querySelector<HTMLElement>(`[${CONSENT_BANNER}]`)?.hidden === false;
